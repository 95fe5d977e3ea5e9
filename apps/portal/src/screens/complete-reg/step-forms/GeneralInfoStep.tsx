import { useMutation } from '@tanstack/react-query';
import { NationalIdType, type GeneralInfo } from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { SahmForm } from '../../../forms/SahmForm';
import { useSahmForm } from '../../../forms/use-sahm-form';
import {
  GeneralInfoFields,
  generalInfoFormDefaults,
  generalInfoFormSchema,
  generalInfoPayload,
} from '../../../investor/forms/general-info';
import { useInvestorApi } from '../../../investor/use-investor-api';
import {
  handlesErrors,
  K,
  StepActions,
  useDraftSync,
  type IdentityValues,
  type StepProps,
} from '../step-parts';
import type { TextModule } from '../../../i18n/text-module';
import * as texts from './general-info-texts';

/** The later steps' words: they join the localization when this chunk loads (`./index.ts`). */
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
  useDraftSync(userId, 'GeneralInfo', sahm.form.watch as never);
  return (
    <SahmForm form={sahm} aria-label={t(K('Step:GeneralInfo'))}>
      <GeneralInfoFields />
      <StepActions onBack={onBack} busy={sahm.submitting} />
    </SahmForm>
  );
}
