import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes';
import { MAX_RESULT_COUNT_LIMIT } from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import {
  AllocationChart,
  allocationByOpportunity,
  BalanceChart,
  balanceHistory,
} from '../../charts';
import {
  formatCompactAmount,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
} from '../../format/format';
import { pick } from '../../i18n/localized-field';
import { useInvestorApi } from '../../investor/use-investor-api';
import { LoadError } from '../shared/LoadError';
import { ChartLoadBoundary } from './ChartLoadBoundary';
import { useWideLayout } from '../shared/use-wide-layout';

// Every movement and subscription, oldest first: one request each, ABP's largest page.
const ALL_TRANSACTIONS = { sorting: 'occurredAt asc', maxResultCount: MAX_RESULT_COUNT_LIMIT };
const ALL_SUBSCRIPTIONS = { sorting: 'subscribedAt asc', maxResultCount: MAX_RESULT_COUNT_LIMIT };

/** Balance over time and allocation by opportunity, each with its text equivalent. */
export function WalletCharts() {
  const { t, language, isRightToLeft } = useLocalization();
  const { queries } = useInvestorApi();
  const wide = useWideLayout();
  const transactions = useQuery({
    ...queries.walletTransactions(ALL_TRANSACTIONS),
    meta: { handlesErrors: true },
  });
  const subscriptions = useQuery({
    ...queries.subscriptions(ALL_SUBSCRIPTIONS),
    meta: { handlesErrors: true },
  });
  const points = useMemo(() => balanceHistory(transactions.data?.items ?? []), [transactions.data]);
  const slices = useMemo(
    () => allocationByOpportunity(subscriptions.data?.items ?? []),
    [subscriptions.data],
  );
  const bars = useMemo(
    () =>
      slices.map((slice) => ({
        key: slice.opportunityId,
        label: pick(language, slice, 'title'),
        amount: slice.amount,
        share: slice.share,
      })),
    [slices, language],
  );
  const money = useCallback((amount: number) => formatMoney(amount, language), [language]);
  const date = useCallback((iso: string) => formatDate(iso, language), [language]);
  const percent = useCallback((ratio: number) => formatPercent(ratio, language), [language]);
  const axisAmount = useCallback(
    (amount: number) => formatCompactAmount(amount, language),
    [language],
  );
  const direction = isRightToLeft ? 'rtl' : 'ltr';
  const failed = transactions.isError ? transactions : subscriptions.isError ? subscriptions : null;
  const chartSkeleton = <Skeleton height="300px" width="100%" />;

  const first = points[0];
  const last = points.at(-1);
  const total = slices.reduce((sum, slice) => sum + slice.amount, 0);

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="wallet-charts-title">
        <Heading as="h2" size="5" id="wallet-charts-title">
          {t('::Wallet:Charts')}
        </Heading>
        {failed ? (
          <LoadError
            title={t('::Wallet:ChartsLoadFailed')}
            error={failed.error}
            onRetry={() => {
              void transactions.refetch();
              void subscriptions.refetch();
            }}
          />
        ) : (
          <Grid columns={wide ? '2' : '1'} gap="4">
            <Card size="3">
              {transactions.isPending ? (
                chartSkeleton
              ) : first && last ? (
                <ChartLoadBoundary
                  title={t('::Wallet:BalanceChart')}
                  fallback={chartSkeleton}
                  onRetry={BalanceChart.reload}
                >
                  <BalanceChart
                    points={points}
                    title={t('::Wallet:BalanceChart')}
                    summary={t(
                      '::Wallet:BalanceChartSummary',
                      money(first.balance),
                      date(first.at),
                      money(last.balance),
                      date(last.at),
                      formatNumber(points.length, language),
                    )}
                    dateColumn={t('::Wallet:ChartDate')}
                    balanceColumn={t('::Wallet:ChartBalance')}
                    formatMoney={money}
                    formatDate={date}
                    formatAxisAmount={axisAmount}
                    direction={direction}
                  />
                </ChartLoadBoundary>
              ) : (
                <ChartEmpty
                  title={t('::Wallet:BalanceChart')}
                  message={t('::Wallet:BalanceChartEmpty')}
                />
              )}
            </Card>
            <Card size="3">
              {subscriptions.isPending ? (
                chartSkeleton
              ) : bars[0] ? (
                <ChartLoadBoundary
                  title={t('::Wallet:AllocationChart')}
                  fallback={chartSkeleton}
                  onRetry={AllocationChart.reload}
                >
                  <AllocationChart
                    bars={bars}
                    title={t('::Wallet:AllocationChart')}
                    summary={t(
                      '::Wallet:AllocationChartSummary',
                      money(total),
                      formatNumber(bars.length, language),
                      bars[0].label,
                    )}
                    labelColumn={t('::Wallet:ChartOpportunity')}
                    amountColumn={t('::Wallet:ChartAmount')}
                    shareColumn={t('::Wallet:ChartShare')}
                    formatMoney={money}
                    formatPercent={percent}
                    formatAxisAmount={axisAmount}
                    direction={direction}
                  />
                </ChartLoadBoundary>
              ) : (
                <ChartEmpty
                  title={t('::Wallet:AllocationChart')}
                  message={t('::Wallet:AllocationChartEmpty')}
                />
              )}
            </Card>
          </Grid>
        )}
      </section>
    </Flex>
  );
}

function ChartEmpty({ title, message }: { title: string; message: string }) {
  return (
    <Flex direction="column" gap="2">
      <Heading as="h3" size="3">
        {title}
      </Heading>
      <Text as="p" color="gray">
        {message}
      </Text>
    </Flex>
  );
}
