import { Button, Callout, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAuth, useLocalization } from '@sahm/platform';
import { LoadingOverlay } from '@sahm/ui';
import { useAccountApi } from '../../admin/use-admin-api';
import { signInOrGoHome } from '../../shell/sign-in-or-go-home';
import { ChangePasswordForm } from './forms/ChangePasswordForm';
import { PersonalInfoForm } from './forms/PersonalInfoForm';

const MANAGE_PATH = '/account/manage';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="4">
          <Heading as="h2" id={headingId} size="4">
            {title}
          </Heading>
          {children}
        </Flex>
      </section>
    </Card>
  );
}

function ProfileSections() {
  const { t } = useLocalization();
  const { queries } = useAccountApi();
  const profile = useQuery({ ...queries.myProfile(), meta: { handlesErrors: true } });

  if (profile.isPending) {
    return (
      <Flex role="status" aria-busy="true" align="center" gap="2">
        <Spinner />
        <Text>{t('::Account:Manage:Loading')}</Text>
      </Flex>
    );
  }
  if (profile.isError) {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{t('::Account:Manage:LoadFailed')}</Callout.Text>
        <Flex>
          <Button variant="soft" color="red" onClick={() => void profile.refetch()}>
            {t('::Account:Retry')}
          </Button>
        </Flex>
      </Callout.Root>
    );
  }
  const { data } = profile;
  const infoTitle = t('::Account:Manage:PersonalInfo');
  const passwordTitle = data.hasPassword
    ? t('::Account:Manage:ChangePassword')
    : t('::Account:Manage:SetPassword');
  return (
    <>
      <Section title={infoTitle}>
        <PersonalInfoForm profile={data} title={infoTitle} />
      </Section>
      <Section title={passwordTitle}>
        {data.isExternal ? (
          <Text as="p" color="gray">
            {t('::Account:Manage:External')}
          </Text>
        ) : (
          // A profile that gains a password gets a new form: the current password joins it.
          <ChangePasswordForm key={String(data.hasPassword)} profile={data} title={passwordTitle} />
        )}
      </Section>
    </>
  );
}

/** `/account/manage` (SPEC §2 "my account", application layout): personal info and password. */
export function ManageProfileScreen() {
  const { t } = useLocalization();
  const auth = useAuth();
  const navigate = useNavigate();
  const signedIn = auth.isAuthenticated();

  useEffect(() => {
    if (!signedIn) signInOrGoHome(auth, navigate, MANAGE_PATH);
  }, [auth, navigate, signedIn]);

  if (!signedIn) return <LoadingOverlay visible label={t('AbpUi::Loading')} />;
  return (
    <Flex direction="column" gap="4" maxWidth="40rem">
      <Heading as="h1" size="7">
        {t('::Account:Manage:Title')}
      </Heading>
      <ProfileSections />
    </Flex>
  );
}
