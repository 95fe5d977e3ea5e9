import { Button, Callout } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod/mini';
import { readHttpError, useEnvironment, useLocalization } from '@sahm/platform';
import { accountAppName } from '@sahm/platform/account';
import { FormActions } from '@sahm/ui';
import { useAccountApi } from '../../admin/use-admin-api';
import { SahmForm, TextField, useSahmForm } from '../../forms';
import { AccountLink } from './AccountLink';
import { AccountPanel } from './AccountPanel';

const forgotSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1), z.maxLength(256)), z.email()),
});

/**
 * ABP refuses an address with no account with a 403 (AccountAppService.GetUserByEmailAsync throws
 * UserFriendlyException "Volo.Account:InvalidEmailAddress"): the only 403 this call answers.
 */
async function isUnknownAddressRefusal(error: unknown): Promise<boolean> {
  return (await readHttpError(error)).status === 403;
}

/**
 * `/account/forgot-password` (SPEC §2): asks for a reset link. The answer never says whether the
 * address has an account, so the page cannot be used to find out who is registered.
 */
export function ForgotPasswordScreen() {
  const { t } = useLocalization();
  const environment = useEnvironment();
  const { mutations } = useAccountApi();
  const send = useMutation({ ...mutations.sendPasswordResetCode(), meta: { handlesErrors: true } });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const sahm = useSahmForm({
    schema: forgotSchema,
    defaultValues: { email: '' },
    onSubmit: async ({ email }) => {
      try {
        await send.mutateAsync({ email, appName: accountAppName(environment) });
      } catch (error) {
        if (!(await isUnknownAddressRefusal(error))) throw error;
      }
      setSentTo(email);
    },
  });

  const backToLogin = <AccountLink to="/account/login">{t('::Account:BackToLogin')}</AccountLink>;

  if (sentTo !== null) {
    return (
      <AccountPanel title={t('::Account:Forgot:SentTitle')} footer={backToLogin}>
        <Callout.Root color="green" role="status">
          {/* The address is the visitor's own text: it may be long and has no spaces to wrap at. */}
          <Callout.Text style={{ overflowWrap: 'anywhere' }}>
            {t('::Account:Forgot:Sent', sentTo)}
          </Callout.Text>
        </Callout.Root>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel
      title={t('::Account:Forgot:Title')}
      intro={t('::Account:Forgot:Intro')}
      footer={backToLogin}
    >
      <SahmForm form={sahm} aria-label={t('::Account:Forgot:Title')}>
        <TextField
          name="email"
          label={t('::Account:EmailAddress')}
          required
          inputProps={{ type: 'email', autoComplete: 'email', dir: 'ltr' }}
        />
        <FormActions>
          <Button type="submit" size="3" loading={sahm.submitting}>
            {t('::Account:Forgot:Submit')}
          </Button>
        </FormActions>
      </SahmForm>
    </AccountPanel>
  );
}
