import { Text } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SuitabilityRiskStatement } from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { showToast } from '@sahm/ui';
import { useSahmForm } from '../../../forms/use-sahm-form';
import { RiskFields } from '../../../forms/investor/RiskFields';
import { riskFormSchema, riskPayload, savedRiskAnswers } from '../../../forms/investor/risk-form';
import { useInvestorApi } from '../../../investor/use-investor-api';
import { FormModal } from '../../../forms/FormModal';
import { editModalLabels, handlesErrors, P, type EditorProps } from './editor-props';

/** The suitability questions, one answer each, starting from the saved answers. */
export function RiskEditor({ saved, onClose }: EditorProps<SuitabilityRiskStatement>) {
  const { t } = useLocalization();
  const api = useInvestorApi();
  const save = useMutation({ ...api.mutations.saveSuitabilityRiskStatement(), ...handlesErrors });
  const schema = useMemo(() => riskFormSchema(saved.questions), [saved.questions]);
  const sahm = useSahmForm({
    schema,
    defaultValues: { answers: savedRiskAnswers(saved) },
    onSubmit: async (values) => {
      await save.mutateAsync(riskPayload(values));
      showToast({ severity: 'success', message: t(P('Saved:Risk')) });
      onClose();
    },
  });
  return (
    <FormModal labels={editModalLabels(t)} title={t(P('Edit:Risk'))} sahm={sahm} onClose={onClose}>
      <Text as="p" color="gray">
        {t(P('RiskHint'))}
      </Text>
      <RiskFields questions={saved.questions} />
    </FormModal>
  );
}
