import { useMutation } from '@tanstack/react-query';
import type { InvestmentExperience } from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { SahmForm } from '../../../forms/SahmForm';
import { useSahmForm } from '../../../forms/use-sahm-form';
import { ExperienceFields } from '../../../forms/investor/ExperienceFields';
import {
  experienceFormDefaults,
  experienceFormSchema,
  experiencePayload,
} from '../../../forms/investor/experience-form';
import { useInvestorApi } from '../../../investor/use-investor-api';
import { handlesErrors, K, type StepProps } from './step-contract';
import { StepActions } from './StepActions';
import { useDraftSync } from './use-draft-sync';
import type { TextModule } from '../../../i18n/text-module';
import * as texts from '../../../forms/investor/experience-texts';

/** The later steps' words: they join the localization when this chunk loads (`./lazy-steps.ts`). */
export const stepTexts: TextModule = texts;

/** Step 3: investment experience. */
export function ExperienceStep({
  userId,
  draft,
  onBack,
  onDone,
  saved,
}: StepProps & { saved: InvestmentExperience | null }) {
  const { t } = useLocalization();
  const api = useInvestorApi();
  const save = useMutation({ ...api.mutations.saveInvestmentExperience(), ...handlesErrors });
  const sahm = useSahmForm({
    // What is typed is kept in the draft (useDraftSync): leaving loses nothing (ADR 0430).
    askBeforeLeaving: false,
    schema: experienceFormSchema,
    defaultValues: saved
      ? experienceFormDefaults(saved)
      : { ...experienceFormDefaults(null), ...(draft as object) },
    onSubmit: async (values) => {
      await save.mutateAsync(experiencePayload(values));
      onDone();
    },
  });
  useDraftSync(userId, 'Experience', sahm.form.watch);
  return (
    <SahmForm form={sahm} aria-label={t(K('Step:Experience'))}>
      <ExperienceFields />
      <StepActions onBack={onBack} busy={sahm.submitting} />
    </SahmForm>
  );
}
