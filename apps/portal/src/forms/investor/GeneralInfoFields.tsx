import { useMemo } from 'react';
import { EmploymentStatus, IncomeSource } from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { NumberField, RadioField, TextField } from '../fields';
import { SelectField } from '../SelectField';
import { FieldGroup } from './FieldGroup';
import { registrationText as R, useEnumOptions } from './field-rules';

/** Nationalities offered, ISO 3166-1 alpha-2, the most common among investors first. */
const NATIONALITIES = ['SA', 'EG', 'JO', 'YE', 'SY', 'SD', 'PK', 'IN', 'BD', 'PH', 'US', 'GB'];

function NameField({ part, lang }: { part: string; lang: 'Ar' | 'En' }) {
  const { t } = useLocalization();
  return (
    <TextField
      name={`${part}Name${lang}`}
      label={t(R(`${part.charAt(0).toUpperCase()}${part.slice(1)}Name`))}
      required
      inputProps={{ dir: lang === 'Ar' ? 'rtl' : 'ltr', autoComplete: 'off' }}
    />
  );
}

const NAME_PARTS = ['first', 'father', 'grandfather', 'family'] as const;

/** Names in Arabic and English, gender, nationality, national address and employment. */
export function GeneralInfoFields() {
  const { t, language } = useLocalization();
  const enumOptions = useEnumOptions();
  const countries = useMemo(
    () => new Intl.DisplayNames([language], { type: 'region' }),
    [language],
  );
  return (
    <>
      <FieldGroup title={t(R('NamesArabic'))}>
        {NAME_PARTS.map((part) => (
          <NameField key={part} part={part} lang="Ar" />
        ))}
      </FieldGroup>
      <FieldGroup title={t(R('NamesEnglish'))}>
        {NAME_PARTS.map((part) => (
          <NameField key={part} part={part} lang="En" />
        ))}
      </FieldGroup>
      <RadioField
        name="gender"
        label={t(R('Gender'))}
        required
        orientation="horizontal"
        options={[
          { value: '1', label: t(R('Male')) },
          { value: '2', label: t(R('Female')) },
        ]}
      />
      <SelectField
        name="nationalityCode"
        label={t(R('Nationality'))}
        required
        placeholder={t(R('Choose'))}
        options={NATIONALITIES.map((code) => ({ value: code, label: countries.of(code) ?? code }))}
      />
      <FieldGroup title={t(R('Address'))}>
        <TextField name="address.city" label={t(R('City'))} required />
        <TextField name="address.district" label={t(R('District'))} required />
        <TextField name="address.street" label={t(R('Street'))} required />
        <NumberField
          name="address.buildingNumber"
          label={t(R('BuildingNumber'))}
          required
          inputProps={{ inputMode: 'numeric' }}
        />
        <NumberField
          name="address.postalCode"
          label={t(R('PostalCode'))}
          required
          inputProps={{ inputMode: 'numeric' }}
        />
        <NumberField
          name="address.additionalNumber"
          label={t(R('AdditionalNumber'))}
          required
          inputProps={{ inputMode: 'numeric' }}
        />
      </FieldGroup>
      <FieldGroup title={t(R('Employment'))}>
        <SelectField
          name="employment.status"
          label={t(R('EmploymentStatus'))}
          required
          placeholder={t(R('Choose'))}
          options={enumOptions('Employment', EmploymentStatus)}
        />
        <TextField name="employment.employerName" label={t(R('EmployerName'))} />
        <TextField name="employment.jobTitle" label={t(R('JobTitle'))} />
        <NumberField name="employment.annualIncome" label={t(R('AnnualIncome'))} required />
        <SelectField
          name="employment.incomeSource"
          label={t(R('IncomeSource'))}
          required
          placeholder={t(R('Choose'))}
          options={enumOptions('Income', IncomeSource)}
        />
      </FieldGroup>
    </>
  );
}
