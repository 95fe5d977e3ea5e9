import { Callout } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod/mini';
import {
  birthDateSchema,
  NationalIdType,
  saudiNationalIdSchema,
  type GeneralInfo,
} from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { gregorianDateInputValue } from '@sahm/ui';
import { DateField } from '../../../forms/DateField';
import { RadioField, TextField } from '../../../forms/fields';
import { SahmForm } from '../../../forms/SahmForm';
import { isoDateFromInput } from '../../../forms/date-schema';
import { useDatePattern } from '../../../forms/use-date-pattern';
import { useSahmForm } from '../../../forms/use-sahm-form';
import { useInvestorApi } from '../../../investor/use-investor-api';
import { saveRegistrationDraftStep } from '../registration-draft';
import { handlesErrors, K, type StepProps } from './step-contract';
import { StepActions } from './StepActions';
import { useDraftSync } from './use-draft-sync';

/** Step 1: the national id or iqama, the birth date (Gregorian or Hijri) and the id type. */
export function NationalIdStep({
  userId,
  draft,
  onDone,
  saved,
}: StepProps & { saved: GeneralInfo | null }) {
  const { t } = useLocalization();
  const api = useInvestorApi();
  const pattern = useDatePattern();
  const check = useMutation({ ...api.mutations.checkNationalId(), ...handlesErrors });
  const [notVerified, setNotVerified] = useState(false);
  const schema = useMemo(
    () =>
      z.object({
        nationalId: saudiNationalIdSchema,
        birthDate: z.pipe(isoDateFromInput(pattern), birthDateSchema),
        nationalType: z.enum(['1', '2']),
      }),
    [pattern],
  );
  const sahm = useSahmForm({
    // What is typed is kept in the draft (useDraftSync): leaving loses nothing (ADR 0430).
    askBeforeLeaving: false,
    schema,
    defaultValues: {
      nationalId: saved?.nationalId ?? '',
      birthDate: gregorianDateInputValue(saved?.birthDate, pattern),
      nationalType: saved ? (String(saved.nationalIdType) as '1' | '2') : '1',
      ...(saved ? {} : (draft as object)),
    },
    onSubmit: async (values) => {
      setNotVerified(false);
      const nationalType = Number(values.nationalType) as 1 | 2;
      const result = await check.mutateAsync({ ...values, nationalType });
      if (result.isAlreadyRegistered) {
        sahm.form.setError('nationalId', {
          type: 'server',
          message: 'Sahm::Registration:NationalIdAlreadyRegistered',
        });
        return;
      }
      if (!result.isVerified) {
        setNotVerified(true);
        return;
      }
      saveRegistrationDraftStep(userId, 'Identity', {
        ...values,
        nationalType,
        nameAr: result.fullNameAr,
        nameEn: result.fullNameEn,
        nationalityCode: result.nationalityCode,
      });
      onDone();
    },
  });
  useDraftSync(userId, 'NationalId', sahm.form.watch);
  return (
    <SahmForm form={sahm} aria-label={t(K('Step:NationalId'))}>
      <TextField
        name="nationalId"
        label={t(K('NationalId'))}
        hint={t(K('NationalIdHint'))}
        required
        inputProps={{ inputMode: 'numeric', dir: 'ltr', autoComplete: 'off' }}
      />
      <DateField name="birthDate" label={t(K('BirthDate'))} hint={t(K('BirthDateHint'))} required />
      <RadioField
        name="nationalType"
        label={t(K('NationalType'))}
        required
        options={[
          { value: String(NationalIdType.Citizen), label: t(K('Citizen')) },
          { value: String(NationalIdType.Resident), label: t(K('Resident')) },
        ]}
      />
      {notVerified && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{t(K('NotVerified'))}</Callout.Text>
        </Callout.Root>
      )}
      <StepActions busy={sahm.submitting} />
    </SahmForm>
  );
}
