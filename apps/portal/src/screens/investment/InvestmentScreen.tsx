import { Flex, Heading, Text } from '@radix-ui/themes';
import { useCurrentUser, useLocalization } from '@sahm/platform';
import { OpportunityList } from './OpportunityList';
import { SignInPrompt } from './SignInPrompt';
import { SubscriptionList } from './SubscriptionList';

/** SPEC §2 route `investment`: the opportunities and the investor's current subscriptions. */
export function InvestmentScreen() {
  const { t } = useLocalization();
  const user = useCurrentUser();
  if (!user.isAuthenticated) return <SignInPrompt />;
  return (
    <Flex direction="column" gap="6">
      <Flex direction="column" gap="2">
        <Heading as="h1" size="7">
          {t('::Investment:Title')}
        </Heading>
        <Text as="p" color="gray">
          {t('::Investment:Intro')}
        </Text>
      </Flex>
      <OpportunityList />
      <SubscriptionList />
    </Flex>
  );
}
