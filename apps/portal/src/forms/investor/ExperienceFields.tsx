import { InvestmentInstrument, InvestmentObjective, KnowledgeLevel } from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { CheckboxField, CheckboxGroupField, NumberField, RadioField } from '../fields';
import { registrationText as R, useEnumOptions } from './field-rules';

/** Years, knowledge, instruments, objective, net worth and financial-sector experience. */
export function ExperienceFields() {
  const { t } = useLocalization();
  const options = useEnumOptions();
  return (
    <>
      <NumberField
        name="yearsOfExperience"
        label={t(R('YearsOfExperience'))}
        required
        inputProps={{ inputMode: 'numeric' }}
      />
      <RadioField
        name="knowledgeLevel"
        label={t(R('KnowledgeLevel'))}
        required
        orientation="horizontal"
        options={options('Knowledge', KnowledgeLevel)}
      />
      <CheckboxGroupField
        name="instruments"
        label={t(R('Instruments'))}
        options={options('Instrument', InvestmentInstrument)}
      />
      <RadioField
        name="objective"
        label={t(R('Objective'))}
        required
        options={options('Objective', InvestmentObjective)}
      />
      <NumberField name="netWorth" label={t(R('NetWorth'))} required />
      <CheckboxField name="hasFinancialSectorExperience" label={t(R('FinancialSector'))} />
    </>
  );
}
