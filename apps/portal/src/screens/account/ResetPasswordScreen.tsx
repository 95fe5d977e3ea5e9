import { Button, Callout, Flex, Link, Spinner, Text } from '@radix-ui/themes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { useLocalization } from '@sahm/platform';
import { FormActions } from '@sahm/ui';
import { useAccountApi } from '../../admin/use-admin-api';
import { SahmForm, TextField, useSahmForm } from '../../forms';
import { AccountLink } from './AccountLink';
import { AccountPanel } from './AccountPanel';
import { withPasswordConfirmation } from './password-confirmation';
import { usePasswordPolicy } from './use-password-policy';
import { handlesErrors } from '../../shell/http-errors';
import { isUnknownAccount } from './unknown-account';

function ResetPasswordForm({
  userId,
  resetToken,
  onDone,
}: {
  userId: string;
  resetToken: string;
  onDone: () => void;
}) {
  const { t } = useLocalization();
  const { mutations } = useAccountApi();
  const reset = useMutation({ ...mutations.resetPassword(), ...handlesErrors });
  const [accountGone, setAccountGone] = useState(false);
  const password = usePasswordPolicy();
  const schema = useMemo(
    () =>
      withPasswordConfirmation(
        z.object({ newPassword: password.schema, confirmNewPassword: z.string() }),
      ),
    [password.schema],
  );
  const sahm = useSahmForm({
    schema,
    defaultValues: { newPassword: '', confirmNewPassword: '' },
    onSubmit: async ({ newPassword }) => {
      setAccountGone(false);
      try {
        await reset.mutateAsync({ userId, resetToken, password: newPassword });
      } catch (error) {
        // The account went after the link was checked: said here, and what was typed stays.
        if (!isUnknownAccount(error)) throw error;
        setAccountGone(true);
        return;
      }
      onDone();
    },
  });
  return (
    <SahmForm form={sahm} aria-label={t('::Account:Reset:Title')}>
      {accountGone && <NoAccountNotice />}
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
          {t('::Account:Reset:Submit')}
        </Button>
      </FormActions>
    </SahmForm>
  );
}

function InvalidLink() {
  const { t } = useLocalization();
  return (
    <AccountPanel
      title={t('::Account:Reset:InvalidTitle')}
      footer={
        <AccountLink to="/account/forgot-password">{t('::Account:Reset:RequestNew')}</AccountLink>
      }
    >
      <Callout.Root color="amber" role="alert">
        <Callout.Text>{t('::Account:Reset:Invalid')}</Callout.Text>
      </Callout.Root>
    </AccountPanel>
  );
}

/** What an ABP 404 for the link's user means, and the way to a new link. */
function NoAccountNotice() {
  const { t } = useLocalization();
  return (
    <Callout.Root color="amber" role="alert">
      <Callout.Text>
        {t('::Account:Reset:NoAccount')}{' '}
        <Link asChild weight="medium">
          <RouterLink to="/account/forgot-password">{t('::Account:Reset:RequestNew')}</RouterLink>
        </Link>
      </Callout.Text>
    </Callout.Root>
  );
}

/** The link names a user this tenant does not hold (ABP's 404): not an expired token. */
function NoAccountLink() {
  const { t } = useLocalization();
  return (
    <AccountPanel
      title={t('::Account:Reset:NoAccountTitle')}
      footer={
        <AccountLink to="/account/forgot-password">{t('::Account:Reset:RequestNew')}</AccountLink>
      }
    >
      <Callout.Root color="amber" role="alert">
        <Callout.Text>{t('::Account:Reset:NoAccount')}</Callout.Text>
      </Callout.Root>
    </AccountPanel>
  );
}

/** The link's token is checked first, so an expired link says so before anything is typed. */
function VerifiedReset({ userId, resetToken }: { userId: string; resetToken: string }) {
  const { t } = useLocalization();
  const { queries } = useAccountApi();
  const verification = useQuery({
    ...queries.passwordResetToken({ userId, resetToken }),
    ...handlesErrors,
  });
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <AccountPanel
        title={t('::Account:Reset:DoneTitle')}
        footer={<AccountLink to="/account/login">{t('::Account:SignIn')}</AccountLink>}
      >
        <Callout.Root color="green" role="status">
          <Callout.Text>{t('::Account:Reset:Done')}</Callout.Text>
        </Callout.Root>
      </AccountPanel>
    );
  }
  if (verification.isPending) {
    return (
      <AccountPanel title={t('::Account:Reset:Title')}>
        <Flex role="status" aria-busy="true" align="center" gap="2">
          <Spinner />
          <Text>{t('::Account:Reset:Checking')}</Text>
        </Flex>
      </AccountPanel>
    );
  }
  if (verification.isError && isUnknownAccount(verification.error)) return <NoAccountLink />;
  if (verification.isError) {
    return (
      <AccountPanel title={t('::Account:Reset:Title')}>
        <Callout.Root color="red" role="alert">
          <Callout.Text>{t('::Account:Reset:CheckFailed')}</Callout.Text>
        </Callout.Root>
        <Flex>
          <Button variant="soft" onClick={() => void verification.refetch()}>
            {t('::Account:Retry')}
          </Button>
        </Flex>
      </AccountPanel>
    );
  }
  if (!verification.data) return <InvalidLink />;
  return (
    <AccountPanel title={t('::Account:Reset:Title')} intro={t('::Account:Reset:Intro')}>
      <ResetPasswordForm userId={userId} resetToken={resetToken} onDone={() => setDone(true)} />
    </AccountPanel>
  );
}

/** `/account/reset-password?userId=&resetToken=` (SPEC §2): the e-mailed link's page. */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const userId = searchParams.get('userId')?.trim();
  const resetToken = searchParams.get('resetToken')?.trim();
  if (!userId || !resetToken) return <InvalidLink />;
  return <VerifiedReset userId={userId} resetToken={resetToken} />;
}
