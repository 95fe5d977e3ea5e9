import { useMutation } from '@tanstack/react-query';
import type { GeneralInfo } from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { showToast } from '@sahm/ui';
import { useSahmForm } from '../../../forms/use-sahm-form';
import { GeneralInfoFields } from '../../../forms/investor/GeneralInfoFields';
import {
  generalInfoFormDefaults,
  generalInfoFormSchema,
  generalInfoPayload,
} from '../../../forms/investor/general-info-form';
import { useInvestorApi } from '../../../investor/use-investor-api';
import { FormModal } from '../../../forms/FormModal';
import { editModalLabels, handlesErrors, P, type EditorProps } from './editor-props';

/** The wizard's personal-information fields; the identity (id, type, birth date) is not edited. */
export function GeneralInfoEditor({ saved, onClose }: EditorProps<GeneralInfo>) {
  const { t } = useLocalization();
  const api = useInvestorApi();
  const save = useMutation({ ...api.mutations.saveGeneralInfo(), ...handlesErrors });
  const sahm = useSahmForm({
    schema: generalInfoFormSchema,
    defaultValues: generalInfoFormDefaults(saved),
    onSubmit: async (values) => {
      await save.mutateAsync(generalInfoPayload(values, saved));
      showToast({ severity: 'success', message: t(P('Saved:GeneralInfo')) });
      onClose();
    },
  });
  return (
    <FormModal
      labels={editModalLabels(t)}
      title={t(P('Edit:GeneralInfo'))}
      sahm={sahm}
      onClose={onClose}
    >
      <GeneralInfoFields />
    </FormModal>
  );
}
