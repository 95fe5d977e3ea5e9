import { Link as RouterLink } from 'react-router';
import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useLocalization } from '@sahm/platform';

const SHORTCUTS = [
  { to: '/investment', label: '::Home:GoInvestment' },
  { to: '/wallet', label: '::Home:GoWallet' },
  { to: '/bank-account', label: '::Home:GoBankAccounts' },
  { to: '/investor-prof', label: '::Home:GoProfile' },
] as const;

/** Links to the investor's screens; they need no data, so they are usable before the figures. */
export function HomeShortcuts() {
  const { t } = useLocalization();
  return (
    <Flex direction="column" gap="3" asChild>
      <nav aria-labelledby="home-shortcuts-title">
        <Heading as="h2" size="4" id="home-shortcuts-title">
          {t('::Home:Shortcuts')}
        </Heading>
        <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="3">
          {SHORTCUTS.map((shortcut) => (
            <Card key={shortcut.to} asChild size="2">
              <RouterLink to={shortcut.to}>
                <Text weight="medium">{t(shortcut.label)}</Text>
              </RouterLink>
            </Card>
          ))}
        </Grid>
      </nav>
    </Flex>
  );
}
