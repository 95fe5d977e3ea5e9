import { useMutation } from '@tanstack/react-query';
import { NationalIdType, type GeneralInfo } from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { SahmForm } from '../../../forms/SahmForm';
import { useSahmForm } from '../../../forms/use-sahm-form';
import { GeneralInfoFields } from '../../../forms/investor/GeneralInfoFields';
import {
  generalInfoFormDefaults,
  generalInfoFormSchema,
  generalInfoPayload,
} from '../../../forms/investor/general-info-form';
import { useInvestorApi } from '../../../investor/use-investor-api';
import { handlesErrors, type IdentityValues, K, type StepProps } from './step-contract';
import { StepActions } from './StepActions';
import { useDraftSync } from './use-draft-sync';
import type { TextModule } from '../../../i18n/text-module';
import * as texts from '../../../forms/investor/general-info-texts';

/** The later steps' words: they join the localization when this chunk loads (`./lazy-steps.ts`). */
export const stepTexts: TextModule = texts;

/** Step 2: names, gender, nationality, address and employment; saved with step 1's identity. */
export function GeneralInfoStep({
  userId,
  draft,
  onBack,
  onDone,
  saved,
  identity,
}: StepProps & { saved: GeneralInfo | null; identity: IdentityValues | null }) {
  const { t } = useLocalization();
  const api = useInvestorApi();
  const save = useMutation({ ...api.mutations.saveGeneralInfo(), ...handlesErrors });
  const citizen = identity?.nationalType === NationalIdType.Citizen;
  const sahm = useSahmForm({
    // What is typed is kept in the draft (useDraftSync): leaving loses nothing (ADR 0430).
    askBeforeLeaving: false,
    schema: generalInfoFormSchema,
    defaultValues: saved
      ? generalInfoFormDefaults(saved)
      : { ...generalInfoFormDefaults(null, citizen ? 'SA' : ''), ...(draft as object) },
    onSubmit: async (values) => {
      await save.mutateAsync(
        generalInfoPayload(values, {
          nationalId: saved?.nationalId ?? identity?.nationalId ?? '',
          birthDate: saved?.birthDate ?? identity?.birthDate ?? '',
          nationalIdType: saved?.nationalIdType ?? identity?.nationalType ?? NationalIdType.Citizen,
        }),
      );
      onDone();
    },
  });
  useDraftSync(userId, 'GeneralInfo', sahm.form.watch);
  return (
    <SahmForm form={sahm} aria-label={t(K('Step:GeneralInfo'))}>
      <GeneralInfoFields />
      <StepActions onBack={onBack} busy={sahm.submitting} />
    </SahmForm>
  );
}
