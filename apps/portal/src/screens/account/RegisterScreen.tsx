import { Button, Callout } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod/mini';
import {
  useApplicationConfiguration,
  useAuth,
  useEnvironment,
  useLocalization,
  useRefreshApplicationConfiguration,
} from '@sahm/platform';
import { accountAppName } from '@sahm/platform/account';
import { FormActions, showToast } from '@sahm/ui';
import { useAccountApi } from '../../admin/use-admin-api';
import { SahmForm, TextField, useSahmForm } from '../../forms';
import { useShellServices } from '../../shell/shell-context';
import { AccountLink } from './AccountLink';
import { AccountPanel } from './AccountPanel';
import { isSelfRegistrationEnabled } from './self-registration';
import { usePasswordPolicy } from './use-password-policy';

/** ABP's identity limits for these fields (user name and e-mail: 256). */
const NAME_MAX_LENGTH = 256;

function RegisterForm() {
  const { t } = useLocalization();
  const environment = useEnvironment();
  const auth = useAuth();
  const { authMode, loginWithPassword } = useShellServices();
  const refreshConfiguration = useRefreshApplicationConfiguration();
  const navigate = useNavigate();
  const { mutations } = useAccountApi();
  const register = useMutation({ ...mutations.register(), meta: { handlesErrors: true } });
  const password = usePasswordPolicy();
  const schema = useMemo(
    () =>
      z.object({
        userName: z.string().check(z.trim(), z.minLength(1), z.maxLength(NAME_MAX_LENGTH)),
        emailAddress: z.pipe(
          z.string().check(z.trim(), z.minLength(1), z.maxLength(NAME_MAX_LENGTH)),
          z.email(),
        ),
        password: password.schema,
      }),
    [password.schema],
  );

  const sahm = useSahmForm({
    schema,
    defaultValues: { userName: '', emailAddress: '', password: '' },
    onSubmit: async (values) => {
      await register.mutateAsync({ ...values, appName: accountAppName(environment) });
      const signInOnTheLoginPage = async () => {
        showToast({ severity: 'success', message: t('::Account:Register:Created') });
        await auth.login('/');
      };
      // Code mode: the provider's page signs the new user in (SPEC §4).
      if (authMode === 'code') return signInOnTheLoginPage();
      try {
        await loginWithPassword({
          username: values.userName,
          password: values.password,
          rememberMe: false,
        });
      } catch {
        // The account exists: a failed automatic sign-in must not read as a failed registration.
        return signInOnTheLoginPage();
      }
      await refreshConfiguration();
      await navigate('/', { replace: true });
    },
  });

  return (
    <SahmForm form={sahm} aria-label={t('::Account:Register:Title')}>
      <TextField
        name="userName"
        label={t('::Account:UserName')}
        required
        inputProps={{ autoComplete: 'username', dir: 'auto' }}
      />
      <TextField
        name="emailAddress"
        label={t('::Account:EmailAddress')}
        required
        inputProps={{ type: 'email', autoComplete: 'email', dir: 'ltr' }}
      />
      <TextField
        name="password"
        label={t('::Account:Password')}
        hint={password.hint}
        required
        inputProps={{ type: 'password', autoComplete: 'new-password', dir: 'auto' }}
      />
      <FormActions>
        <Button type="submit" size="3" loading={sahm.submitting}>
          {t('::Account:Register:Submit')}
        </Button>
      </FormActions>
    </SahmForm>
  );
}

/** `/account/register` (SPEC §2): self-registration, closed when the setting turns it off. */
export function RegisterScreen() {
  const { t } = useLocalization();
  const { setting } = useApplicationConfiguration();
  const enabled = isSelfRegistrationEnabled(setting.values);
  return (
    <AccountPanel
      title={t('::Account:Register:Title')}
      intro={enabled ? t('::Account:Register:Intro') : undefined}
      footer={
        <AccountLink to="/account/login" lead={t('::Account:Register:HaveAccount')}>
          {t('::Account:SignIn')}
        </AccountLink>
      }
    >
      {enabled ? (
        <RegisterForm />
      ) : (
        <Callout.Root color="amber" role="alert">
          <Callout.Text weight="bold">{t('::Account:Register:DisabledTitle')}</Callout.Text>
          <Callout.Text>{t('::Account:Register:Disabled')}</Callout.Text>
        </Callout.Root>
      )}
    </AccountPanel>
  );
}
