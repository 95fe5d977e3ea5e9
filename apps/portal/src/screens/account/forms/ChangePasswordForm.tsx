import { Button, Text } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod/mini';
import type { Profile } from '@sahm/platform/account';
import { useLocalization } from '@sahm/platform';
import { FormActions, showToast } from '@sahm/ui';
import { useAccountApi } from '../../../admin/use-admin-api';
import { SahmForm, TextField, useSahmForm } from '../../../forms';
import { withPasswordConfirmation } from '../password-confirmation';
import { PASSWORD_MAX_LENGTH } from '../password-policy';
import { usePasswordPolicy } from '../use-password-policy';

const EMPTY = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * "Change password" of My account. Without a password yet (an external sign-in) there is no
 * current password to give: the field is left out and the request omits it (contract §6.2).
 */
export function ChangePasswordForm({ profile, title }: { profile: Profile; title: string }) {
  const { t } = useLocalization();
  const { mutations } = useAccountApi();
  const change = useMutation({ ...mutations.changePassword(), meta: { handlesErrors: true } });
  const password = usePasswordPolicy();
  const { hasPassword } = profile;
  const schema = useMemo(
    () =>
      withPasswordConfirmation(
        z.object({
          currentPassword: hasPassword
            ? z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH))
            : z.optional(z.string()),
          newPassword: password.schema,
          confirmNewPassword: z.string(),
        }),
      ),
    [hasPassword, password.schema],
  );
  const sahm = useSahmForm({
    schema,
    defaultValues: EMPTY,
    onSubmit: async ({ currentPassword, newPassword }) => {
      await change.mutateAsync(hasPassword ? { currentPassword, newPassword } : { newPassword });
      sahm.form.reset(EMPTY);
      showToast({ severity: 'success', message: t('::Account:Manage:PasswordChanged') });
    },
  });
  return (
    <SahmForm form={sahm} aria-label={title}>
      {hasPassword ? (
        <TextField
          name="currentPassword"
          label={t('::Account:CurrentPassword')}
          required
          inputProps={{ type: 'password', autoComplete: 'current-password', dir: 'auto' }}
        />
      ) : (
        <Text as="p" size="2" color="gray">
          {t('::Account:Manage:SetPasswordIntro')}
        </Text>
      )}
      <TextField
        name="newPassword"
        label={t('::Account:NewPassword')}
        hint={password.hint}
        required
        inputProps={{ type: 'password', autoComplete: 'new-password', dir: 'auto' }}
      />
      <TextField
        name="confirmNewPassword"
        label={t('::Account:ConfirmNewPassword')}
        required
        inputProps={{ type: 'password', autoComplete: 'new-password', dir: 'auto' }}
      />
      <FormActions>
        <Button type="submit" size="3" loading={sahm.submitting}>
          {hasPassword ? t('::Account:Manage:ChangePassword') : t('::Account:Manage:SetPassword')}
        </Button>
      </FormActions>
    </SahmForm>
  );
}
