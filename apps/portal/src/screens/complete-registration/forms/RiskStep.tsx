import { Text } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SuitabilityRiskStatement } from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { SahmForm } from '../../../forms/SahmForm';
import { useSahmForm } from '../../../forms/use-sahm-form';
import { RiskFields } from '../../../forms/investor/RiskFields';
import { riskFormSchema, riskPayload, savedRiskAnswers } from '../../../forms/investor/risk-form';
import { useInvestorApi } from '../../../investor/use-investor-api';
import { handlesErrors, K, type StepProps } from './step-contract';
import { StepActions } from './StepActions';
import { useDraftSync } from './use-draft-sync';
import type { TextModule } from '../../../i18n/text-module';
import * as texts from './risk-texts';

/** The later steps' words: they join the localization when this chunk loads (`./lazy-steps.ts`). */
export const stepTexts: TextModule = texts;

/** Step 4: the suitability risk statement, one answer per question. */
export function RiskStep({
  userId,
  draft,
  onBack,
  onDone,
  statement,
}: StepProps & { statement: SuitabilityRiskStatement }) {
  const { t } = useLocalization();
  const api = useInvestorApi();
  const save = useMutation({ ...api.mutations.saveSuitabilityRiskStatement(), ...handlesErrors });
  const schema = useMemo(() => riskFormSchema(statement.questions), [statement.questions]);
  const sahm = useSahmForm({
    // What is typed is kept in the draft (useDraftSync): leaving loses nothing (ADR 0430).
    askBeforeLeaving: false,
    schema,
    defaultValues: {
      answers: {
        ...savedRiskAnswers(statement),
        ...((draft?.answers as object | undefined) ?? {}),
      },
    },
    onSubmit: async (values) => {
      await save.mutateAsync(riskPayload(values));
      onDone();
    },
  });
  useDraftSync(userId, 'Risk', sahm.form.watch);
  return (
    <SahmForm form={sahm} aria-label={t(K('Step:Risk'))}>
      <Text as="p" color="gray">
        {t(K('RiskIntro'))}
      </Text>
      <RiskFields questions={statement.questions} />
      <StepActions onBack={onBack} busy={sahm.submitting} />
    </SahmForm>
  );
}
