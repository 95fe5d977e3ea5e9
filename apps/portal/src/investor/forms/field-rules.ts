import { z } from 'zod';
import { isNumericText, toWesternDigits, ValidationMessage } from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';

/** The registration wizard's keys: the wizard and the profile ask the same questions in the same words. */
export const registrationText = (key: string) => `::CompleteRegistration:${key}`;

/** A number typed as text (Arabic-Indic digits allowed), converted and then checked by `schema`. */
export const numberText = (schema: z.ZodNumber) =>
  z
    .string()
    .trim()
    .min(1)
    .refine(isNumericText, ValidationMessage.InvalidNumber)
    .transform((value) => Number(toWesternDigits(value)))
    .pipe(schema);

/** Options of a numeric enum, labelled `::CompleteRegistration:<prefix>:<value>`. */
export function useEnumOptions() {
  const { t } = useLocalization();
  return (prefix: string, values: Record<string, number>) =>
    Object.values(values).map((value) => ({
      value: String(value),
      label: t(registrationText(`${prefix}:${value}`)),
    }));
}
