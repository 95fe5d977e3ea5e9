import { lazy, Suspense } from 'react';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useAuth, useCurrentUser, useLocalization } from '@sahm/platform';
import { WithInvestorName } from '../../investor/WithInvestorName';
import { HomeShortcuts } from './HomeShortcuts';
import { OverviewLoading } from './OverviewLoading';

// The figures need the investor SDK (its schemas, ibantools): fetched only for a signed-in Home, so
// the anonymous first load never carries them.
const HomeOverview = lazy(() =>
  import('./HomeOverview').then((module) => ({ default: module.HomeOverview })),
);

/**
 * Home (SPEC §2 route ''): a welcome for visitors, a greeting for signed-in investors (by their own
 * name once registered, ADR 0475).
 */
export function HomeScreen() {
  const { t } = useLocalization();
  const user = useCurrentUser();
  const auth = useAuth();

  if (user.isAuthenticated) {
    return (
      <Flex direction="column" gap="3" asChild>
        <section aria-labelledby="home-title">
          <Heading as="h1" id="home-title" size="7">
            <WithInvestorName accountName={user.name || user.userName || ''}>
              {(name) => t('::Home:SignedInTitle', name)}
            </WithInvestorName>
          </Heading>
          <Text as="p" color="gray" size="3">
            {t('::Home:SignedInMessage')}
          </Text>
          <Flex direction="column" gap="5">
            <Suspense fallback={<OverviewLoading />}>
              <HomeOverview />
            </Suspense>
            <HomeShortcuts />
          </Flex>
        </section>
      </Flex>
    );
  }

  return (
    <Card size="4" asChild>
      <section aria-labelledby="home-title">
        <Flex direction="column" gap="3" align="start">
          <Heading as="h1" id="home-title" size="8">
            {t('::Welcome')}
          </Heading>
          <Text as="p" size="4">
            {t('::WelcomeMessage')}
          </Text>
          <Text as="p" color="gray">
            {t('::Home:AnonymousMessage')}
          </Text>
          <Button size="3" onClick={() => void auth.login()}>
            {t('AbpUi::Login')}
          </Button>
        </Flex>
      </section>
    </Card>
  );
}
