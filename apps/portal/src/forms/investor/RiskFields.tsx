import type { SuitabilityRiskStatement } from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { pick } from '../../i18n/localized-field';
import { RadioField } from '../fields';

type Questions = SuitabilityRiskStatement['questions'];

/** One radio group per question, in the interface language. */
export function RiskFields({ questions }: { questions: Questions }) {
  const { language } = useLocalization();
  return questions.map((question) => (
    <RadioField
      key={question.id}
      name={`answers.${question.id}`}
      label={pick(language, question, 'text')}
      required
      options={question.options.map((option) => ({
        value: option.id,
        label: pick(language, option, 'text'),
      }))}
    />
  ));
}
