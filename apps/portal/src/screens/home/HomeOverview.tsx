import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Callout, Flex, Grid, Link, Text } from '@radix-ui/themes';
import { SubscriptionStatus } from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { formatMoney, formatNumber } from '../../format/format';
import { useInvestorApi } from '../../investor/use-investor-api';
import { FigureCard, FiguresLoading, OverviewLoading } from './OverviewLoading';

/**
 * The signed-in overview: registration status, balance and active subscriptions. Loaded in its own
 * chunk (HomeScreen): it brings the investor SDK, which the anonymous first load never needs.
 */
export function HomeOverview() {
  const { t } = useLocalization();
  const { queries } = useInvestorApi();
  const registration = useQuery({ ...queries.registrationStatus(), meta: { handlesErrors: true } });

  if (registration.isPending) return <OverviewLoading />;
  if (registration.data === true) {
    return (
      <Callout.Root color="amber" variant="surface" highContrast>
        <Callout.Text weight="bold">{t('::Home:RegistrationStatus')}</Callout.Text>
        <Callout.Text>{t('::Home:RegistrationIncomplete')}</Callout.Text>
        <Flex>
          <Button asChild>
            <RouterLink to="/complete-reg">{t('::Home:CompleteRegistration')}</RouterLink>
          </Button>
        </Flex>
      </Callout.Root>
    );
  }
  if (!registration.isSuccess) return null;
  return (
    <>
      <Text as="p" color="jade" size="2">
        {t('::Home:RegistrationComplete')}
      </Text>
      <Figures />
    </>
  );
}

function Figures() {
  const { t, language } = useLocalization();
  const { queries } = useInvestorApi();
  const wallet = useQuery({ ...queries.wallet(), meta: { handlesErrors: true } });
  const subscriptions = useQuery({
    ...queries.subscriptions({ maxResultCount: 1000 }),
    meta: { handlesErrors: true },
  });
  if (wallet.isPending || subscriptions.isPending) return <FiguresLoading />;
  const retry = () => {
    if (wallet.isError) void wallet.refetch();
    if (subscriptions.isError) void subscriptions.refetch();
  };
  if (wallet.isError && subscriptions.isError) {
    return <FiguresFailed message={t('::Home:LoadFailed')} onRetry={retry} />;
  }
  const active = subscriptions.data?.items.filter(
    (subscription) => subscription.status === SubscriptionStatus.Active,
  ).length;
  // A figure whose source failed says so in its card; the others still show (partial, ADR 0150).
  const figures = [
    {
      label: t('::Home:Balance'),
      value: wallet.data && formatMoney(wallet.data.balance, language),
      to: '/wallet',
    },
    {
      label: t('::Home:Invested'),
      value: wallet.data && formatMoney(wallet.data.investedAmount, language),
      to: '/wallet',
    },
    {
      label: t('::Home:ActiveSubscriptions'),
      value: active === undefined ? undefined : formatNumber(active, language),
      to: '/investment',
    },
  ];
  const nothingYet = wallet.data?.balance === 0 && wallet.data.investedAmount === 0 && active === 0;
  return (
    <Flex direction="column" gap="3">
      {(wallet.isError || subscriptions.isError) && (
        <FiguresFailed message={t('::Home:PartlyLoaded')} onRetry={retry} />
      )}
      <Grid columns={{ initial: '1', sm: '3' }} gap="3" asChild>
        <section aria-label={t('::Home:Overview')}>
          {figures.map((figure) => (
            <FigureCard key={figure.label} label={figure.label}>
              {figure.value === undefined ? (
                <Text size="6" weight="bold" color="gray">
                  {t('::Home:Unavailable')}
                </Text>
              ) : (
                <Link
                  asChild
                  size="6"
                  weight="bold"
                  underline="hover"
                  className="sahm-tabular-nums"
                >
                  <RouterLink to={figure.to}>{figure.value}</RouterLink>
                </Link>
              )}
            </FigureCard>
          ))}
        </section>
      </Grid>
      {nothingYet && (
        <Text as="p" color="gray" size="2">
          {t('::Home:NothingYet')}
        </Text>
      )}
    </Flex>
  );
}

function FiguresFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useLocalization();
  return (
    <Callout.Root color="red" role="alert" variant="surface">
      <Callout.Text>{message}</Callout.Text>
      <Flex>
        <Button variant="surface" color="gray" highContrast onClick={onRetry}>
          {t('::Home:Retry')}
        </Button>
      </Flex>
    </Callout.Root>
  );
}
