import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useLocation } from 'react-router';
import { useAuth, useLocalization } from '@sahm/platform';

/**
 * The investment route needs no sign-in (SPEC §2) but its data does: a visitor is asked to sign
 * in and comes back here, instead of a request that can only answer 401 (ADR 0064).
 */
export function SignInPrompt() {
  const { t } = useLocalization();
  const auth = useAuth();
  const { pathname, search } = useLocation();
  return (
    <Card size="4" asChild>
      <section aria-labelledby="investment-sign-in">
        <Flex direction="column" gap="3" align="start">
          <Heading as="h1" id="investment-sign-in" size="7">
            {t('::Investment:SignInTitle')}
          </Heading>
          <Text as="p" color="gray">
            {t('::Investment:SignInMessage')}
          </Text>
          <Button size="3" onClick={() => void auth.login(`${pathname}${search}`)}>
            {t('AbpUi::Login')}
          </Button>
        </Flex>
      </section>
    </Card>
  );
}
