import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DataList, Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes';
import type { Wallet } from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { formatDate, formatMoney } from '../../format/format';
import { useInvestorApi } from '../../investor/use-investor-api';
import { formatIban } from '../../format/iban-format';
import { LoadError } from '../shared/LoadError';
import { useWideLayout } from '../shared/use-wide-layout';
import { TransactionList } from './TransactionList';
import { WalletCharts } from './WalletCharts';
import { LoadingPlaceholder } from '../shared/LoadingPlaceholder';

/** SPEC §2 route `wallet`: balance, financial info, charts and transactions. */
export function WalletScreen() {
  const { t } = useLocalization();
  const { queries } = useInvestorApi();
  const wallet = useQuery({ ...queries.wallet(), meta: { handlesErrors: true } });
  return (
    <Flex direction="column" gap="6">
      <Flex justify="between" align="end" gap="3" wrap="wrap">
        <Flex direction="column" gap="2">
          <Heading as="h1" size="7">
            {t('::Wallet:Title')}
          </Heading>
          <Text as="p" color="gray">
            {t('::Wallet:Intro')}
          </Text>
        </Flex>
        <Button asChild variant="surface" highContrast>
          <RouterLink to="/wallet/statement">{t('::Wallet:Statement')}</RouterLink>
        </Button>
      </Flex>
      {wallet.isPending ? (
        <LoadingPlaceholder label={t('::Wallet:Loading')}>
          <Skeleton height="140px" width="100%" />
          <Skeleton height="300px" width="100%" />
        </LoadingPlaceholder>
      ) : wallet.isError ? (
        <LoadError
          title={t('::Wallet:LoadFailed')}
          error={wallet.error}
          onRetry={() => void wallet.refetch()}
        />
      ) : (
        <>
          <WalletSummary wallet={wallet.data} />
          <WalletCharts />
          <TransactionList />
        </>
      )}
    </Flex>
  );
}

function WalletSummary({ wallet }: { wallet: Wallet }) {
  const { t, language } = useLocalization();
  const wide = useWideLayout();
  return (
    <Grid columns={wide ? '2fr 3fr' : '1'} gap="4" asChild>
      <section aria-label={t('::Wallet:Balance')}>
        <Card size="3">
          <Flex direction="column" gap="2">
            <Text color="gray" id="wallet-balance-label">
              {t('::Wallet:Balance')}
            </Text>
            <Text size="8" weight="bold" className="sahm-tabular-nums" id="wallet-balance-value">
              {formatMoney(wallet.balance, language)}
            </Text>
            <Text size="1" color="gray">
              {t('::Wallet:UpdatedAt', formatDate(wallet.updatedAt, language))}
            </Text>
          </Flex>
        </Card>
        <Card size="3">
          <DataList.Root
            orientation={{ initial: 'vertical', xs: 'horizontal' }}
            className="sahm-tabular-nums"
          >
            <DataList.Item>
              <DataList.Label minWidth="200px">{t('::Wallet:Invested')}</DataList.Label>
              <DataList.Value>{formatMoney(wallet.investedAmount, language)}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label minWidth="200px">{t('::Wallet:TotalProfit')}</DataList.Label>
              <DataList.Value>{formatMoney(wallet.totalProfit, language)}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label minWidth="200px">{t('::Wallet:VirtualIban')}</DataList.Label>
              <DataList.Value>
                <Flex direction="column" gap="1">
                  <Text dir="ltr" className="sahm-tabular-nums" weight="medium">
                    {formatIban(wallet.virtualIban)}
                  </Text>
                  <Text size="1" color="gray">
                    {t('::Wallet:VirtualIbanHint')}
                  </Text>
                </Flex>
              </DataList.Value>
            </DataList.Item>
          </DataList.Root>
        </Card>
      </section>
    </Grid>
  );
}
