import { Button } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { Profile } from '@sahm/platform/account';
import { useLocalization } from '@sahm/platform';
import { FormActions, showToast } from '@sahm/ui';
import { useAccountApi } from '../../../admin/use-admin-api';
import { SahmForm, TextField, useSahmForm } from '../../../forms';

/** ABP's identity limits: user name and e-mail 256, name and surname 64, phone 16. */
const personalInfoSchema = z.object({
  userName: z.string().check(z.trim(), z.minLength(1), z.maxLength(256)),
  email: z.pipe(z.string().check(z.trim(), z.minLength(1), z.maxLength(256)), z.email()),
  name: z.string().check(z.trim(), z.maxLength(64)),
  surname: z.string().check(z.trim(), z.maxLength(64)),
  phoneNumber: z.string().check(z.trim(), z.maxLength(16)),
});

const orUndefined = (value: string) => value || undefined;

/** "Personal information" of My account: saved with the profile's concurrency stamp. */
export function PersonalInfoForm({ profile, title }: { profile: Profile; title: string }) {
  const { t } = useLocalization();
  const { mutations } = useAccountApi();
  const save = useMutation({ ...mutations.updateMyProfile(), meta: { handlesErrors: true } });
  const sahm = useSahmForm({
    schema: personalInfoSchema,
    defaultValues: {
      userName: profile.userName,
      email: profile.email,
      name: profile.name ?? '',
      surname: profile.surname ?? '',
      phoneNumber: profile.phoneNumber ?? '',
    },
    onSubmit: async (values) => {
      const saved = await save.mutateAsync({
        userName: values.userName,
        email: values.email,
        name: orUndefined(values.name),
        surname: orUndefined(values.surname),
        phoneNumber: orUndefined(values.phoneNumber),
        concurrencyStamp: profile.concurrencyStamp ?? undefined,
      });
      sahm.form.reset({
        userName: saved.userName,
        email: saved.email,
        name: saved.name ?? '',
        surname: saved.surname ?? '',
        phoneNumber: saved.phoneNumber ?? '',
      });
      showToast({ severity: 'success', message: t('::Account:Manage:PersonalInfoSaved') });
    },
  });
  return (
    <SahmForm form={sahm} aria-label={title}>
      <TextField
        name="userName"
        label={t('::Account:UserName')}
        required
        inputProps={{ autoComplete: 'username', dir: 'auto' }}
      />
      <TextField
        name="email"
        label={t('::Account:EmailAddress')}
        required
        inputProps={{ type: 'email', autoComplete: 'email', dir: 'ltr' }}
      />
      <TextField
        name="name"
        label={t('::Account:Name')}
        inputProps={{ autoComplete: 'given-name', dir: 'auto' }}
      />
      <TextField
        name="surname"
        label={t('::Account:Surname')}
        inputProps={{ autoComplete: 'family-name', dir: 'auto' }}
      />
      <TextField
        name="phoneNumber"
        label={t('::Account:PhoneNumber')}
        inputProps={{ type: 'tel', autoComplete: 'tel', dir: 'ltr' }}
      />
      <FormActions>
        <Button type="submit" size="3" loading={sahm.submitting}>
          {t('::Account:Manage:Save')}
        </Button>
      </FormActions>
    </SahmForm>
  );
}
