import { Button, Callout, Text } from '@radix-ui/themes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import {
  useApplicationConfiguration,
  useAuth,
  useCurrentUser,
  useLocalization,
  useRefreshApplicationConfiguration,
} from '@sahm/platform';
import { FormActions } from '@sahm/ui';
import { CheckboxField, SahmForm, TextField, useSahmForm } from '../../forms';
import { RETURN_URL_PARAM, toReturnPath } from '../../shell/account-login';
import { markSignInLanding } from '../../shell/sign-in-landing';
import { useShellServices } from '../../shell/shell-context';
import { useLeaveUnavailableTenant } from '../../shell/use-leave-unavailable-tenant';
import { AccountLink } from './AccountLink';
import { AccountPanel } from './AccountPanel';
import { describeLoginFailure, type LoginFailure } from './login-error';
import { isSelfRegistrationEnabled } from './self-registration';

const loginSchema = z.object({
  userNameOrEmailAddress: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  rememberMe: z.boolean(),
});

/**
 * Code mode: the provider's page is the login form; this route only sends the visitor there. A
 * sign-in that settles without leaving (it failed, and the shell said why; or Back from the
 * provider's page) offers to start it again (ADR 0431).
 */
function ProviderLoginRedirect({ returnTo }: { returnTo: string }) {
  const { t } = useLocalization();
  const auth = useAuth();
  const started = useRef(false);
  const [stopped, setStopped] = useState(false);
  // The portal's auth settles instead of rejecting; a redirect that happened never settles.
  const signIn = useCallback(
    () => auth.login(returnTo).then(() => setStopped(true)),
    [auth, returnTo],
  );
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signIn();
  }, [signIn]);
  return (
    <AccountPanel title={t('::Account:Login:Title')}>
      <Text as="p" role="status">
        {t(stopped ? '::SignIn:NotSignedIn' : '::Account:Login:Redirecting')}
      </Text>
      {stopped && (
        <FormActions>
          <Button
            size="3"
            onClick={() => {
              setStopped(false);
              void signIn();
            }}
          >
            {t('::SignIn:TryAgain')}
          </Button>
        </FormActions>
      )}
    </AccountPanel>
  );
}

/** Password mode (SPEC §2, §4): user name or email, password, remember me. */
function PasswordLoginForm({ returnTo }: { returnTo: string }) {
  const { t } = useLocalization();
  const { setting } = useApplicationConfiguration();
  const { loginWithPassword } = useShellServices();
  const refreshConfiguration = useRefreshApplicationConfiguration();
  const leaveUnavailableTenant = useLeaveUnavailableTenant();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<LoginFailure | null>(null);

  const sahm = useSahmForm({
    // Credentials only, nothing to lose: "Forgot password?" must not ask (ADR 0430).
    askBeforeLeaving: false,
    schema: loginSchema,
    defaultValues: { userNameOrEmailAddress: '', password: '', rememberMe: false },
    onSubmit: async ({ userNameOrEmailAddress, password, rememberMe }) => {
      setFailure(null);
      try {
        await loginWithPassword({ username: userNameOrEmailAddress, password, rememberMe });
      } catch (error) {
        // A tenant switched off since it was chosen refuses the sign-in too: say that instead.
        const tenantGone = await leaveUnavailableTenant({
          clearTenantAndLogout: false,
          recheckTenant: true,
        });
        if (!tenantGone) setFailure(describeLoginFailure(error));
        return;
      }
      await refreshConfiguration();
      markSignInLanding(returnTo);
      await navigate(returnTo, { replace: true });
    },
  });

  return (
    <AccountPanel
      title={t('::Account:Login:Title')}
      intro={t('::Account:Login:Intro')}
      footer={
        <>
          <AccountLink to="/account/forgot-password">
            {t('::Account:Login:ForgotPassword')}
          </AccountLink>
          {isSelfRegistrationEnabled(setting.values) && (
            <AccountLink to="/account/register" lead={t('::Account:Login:NoAccount')}>
              {t('::Account:Login:RegisterLink')}
            </AccountLink>
          )}
        </>
      }
    >
      {failure && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>
            <strong>{t('::Account:Login:ErrorTitle')}</strong>{' '}
            {'key' in failure ? t(failure.key) : failure.text}
          </Callout.Text>
        </Callout.Root>
      )}
      <SahmForm form={sahm} aria-label={t('::Account:Login:Title')}>
        <TextField
          name="userNameOrEmailAddress"
          label={t('::Account:UserNameOrEmail')}
          required
          inputProps={{ autoComplete: 'username', dir: 'auto' }}
        />
        <TextField
          name="password"
          label={t('::Account:Password')}
          required
          inputProps={{ type: 'password', autoComplete: 'current-password', dir: 'auto' }}
        />
        <CheckboxField name="rememberMe" label={t('::Account:RememberMe')} />
        <FormActions>
          <Button type="submit" size="3" loading={sahm.submitting}>
            {t('::Account:SignIn')}
          </Button>
        </FormActions>
      </SahmForm>
    </AccountPanel>
  );
}

/** `/account/login`: the portal's form in password mode, the provider's page in code mode. */
export function LoginScreen() {
  const [searchParams] = useSearchParams();
  const { authMode } = useShellServices();
  const user = useCurrentUser();
  const returnTo = toReturnPath(searchParams.get(RETURN_URL_PARAM));

  if (authMode === 'code') return <ProviderLoginRedirect returnTo={returnTo} />;
  if (user.isAuthenticated) return <Navigate to={returnTo} replace />;
  return <PasswordLoginForm returnTo={returnTo} />;
}
