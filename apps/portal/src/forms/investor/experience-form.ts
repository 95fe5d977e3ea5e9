import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod/mini';
import type {
  InvestmentExperience,
  InvestmentExperienceInput,
  InvestmentInstrument,
  InvestmentObjective,
  KnowledgeLevel,
} from '@sahm/investor-sdk';
import { numberText } from './field-rules';

export const experienceFormSchema = z.object({
  yearsOfExperience: numberText(z.number().check(z.int(), z.gte(0), z.lte(80))),
  knowledgeLevel: z.enum(['1', '2', '3']),
  instruments: z.array(z.string()),
  objective: z.enum(['1', '2', '3']),
  netWorth: numberText(z.number().check(z.nonnegative())),
  hasFinancialSectorExperience: z.boolean(),
});
export type ExperienceFormInput = z.input<typeof experienceFormSchema>;
export type ExperienceFormValues = z.output<typeof experienceFormSchema>;

/** The form's starting values: the saved experience, else empty. */
export function experienceFormDefaults(
  saved: InvestmentExperience | null,
): DefaultValues<ExperienceFormInput> {
  return saved
    ? {
        yearsOfExperience: String(saved.yearsOfExperience),
        knowledgeLevel: String(saved.knowledgeLevel) as '1',
        instruments: saved.instruments.map(String),
        objective: String(saved.objective) as '1',
        netWorth: String(saved.netWorth),
        hasFinancialSectorExperience: saved.hasFinancialSectorExperience,
      }
    : { yearsOfExperience: '', instruments: [], netWorth: '', hasFinancialSectorExperience: false };
}

/** The body of `POST investment-experience`. */
export function experiencePayload(values: ExperienceFormValues): InvestmentExperienceInput {
  return {
    ...values,
    knowledgeLevel: Number(values.knowledgeLevel) as KnowledgeLevel,
    objective: Number(values.objective) as InvestmentObjective,
    instruments: values.instruments.map(Number) as InvestmentInstrument[],
  };
}
