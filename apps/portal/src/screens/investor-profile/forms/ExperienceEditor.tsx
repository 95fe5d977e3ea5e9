import { useMutation } from '@tanstack/react-query';
import type { InvestmentExperience } from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { showToast } from '@sahm/ui';
import { useSahmForm } from '../../../forms/use-sahm-form';
import { ExperienceFields } from '../../../forms/investor/ExperienceFields';
import {
  experienceFormDefaults,
  experienceFormSchema,
  experiencePayload,
} from '../../../forms/investor/experience-form';
import { useInvestorApi } from '../../../investor/use-investor-api';
import { FormModal } from '../../../forms/FormModal';
import { editModalLabels, handlesErrors, P, type EditorProps } from './editor-props';

/** The wizard's investment-experience fields, empty when none was saved yet. */
export function ExperienceEditor({ saved, onClose }: EditorProps<InvestmentExperience | null>) {
  const { t } = useLocalization();
  const api = useInvestorApi();
  const save = useMutation({ ...api.mutations.saveInvestmentExperience(), ...handlesErrors });
  const sahm = useSahmForm({
    schema: experienceFormSchema,
    defaultValues: experienceFormDefaults(saved),
    onSubmit: async (values) => {
      await save.mutateAsync(experiencePayload(values));
      showToast({ severity: 'success', message: t(P('Saved:Experience')) });
      onClose();
    },
  });
  return (
    <FormModal
      labels={editModalLabels(t)}
      title={t(P('Edit:Experience'))}
      sahm={sahm}
      onClose={onClose}
    >
      <ExperienceFields />
    </FormModal>
  );
}
