import type { SuitabilityRiskStatement } from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { RadioField } from '../fields';

type Questions = SuitabilityRiskStatement['questions'];

/** One radio group per question, in the interface language. */
export function RiskFields({ questions }: { questions: Questions }) {
  const { language } = useLocalization();
  return questions.map((question) => (
    <RadioField
      key={question.id}
      name={`answers.${question.id}`}
      label={language === 'ar' ? question.textAr : question.textEn}
      required
      options={question.options.map((option) => ({
        value: option.id,
        label: language === 'ar' ? option.textAr : option.textEn,
      }))}
    />
  ));
}
