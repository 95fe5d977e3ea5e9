import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Flex, Heading, Link, Skeleton, Text } from '@radix-ui/themes';
import { useLocalization } from '@sahm/platform';
import { useInvestorApi } from '../../../investor/use-investor-api';
import { LoadError } from '../../shared/LoadError';
import { buildStatement, toStatementPeriod, type StatementPeriod } from './statement';
import { StatementActions } from './StatementActions';
import { StatementDocument } from './StatementDocument';
import { statementRecordsQuery } from './statement-query';
import '../../shared/print-document.css';
import { LoadingPlaceholder } from '../../shared/LoadingPlaceholder';

/**
 * Route `wallet/statement`: the wallet over a chosen period, to print or save, and the same
 * figures as CSV (ADR 0485). The period is in the address, so a reload or a bookmark keeps it.
 */
export function StatementScreen() {
  const { t } = useLocalization();
  const { client, queries } = useInvestorApi();
  const [searchParams, setSearchParams] = useSearchParams();
  const period = toStatementPeriod(searchParams.get('period'));
  const records = useQuery({ ...statementRecordsQuery(client), meta: { handlesErrors: true } });
  const wallet = useQuery({ ...queries.wallet(), meta: { handlesErrors: true } });
  const statement = useMemo(
    () =>
      records.data &&
      buildStatement(records.data.transactions, records.data.subscriptions, period, new Date()),
    [records.data, period],
  );
  const choosePeriod = (next: StatementPeriod) =>
    setSearchParams(
      (params) => {
        params.set('period', next);
        return params;
      },
      { replace: true },
    );

  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="2" className="sahm-print-hidden">
        <Link asChild size="2">
          <RouterLink to="/wallet">{t('::Statement:BackToWallet')}</RouterLink>
        </Link>
        <Heading as="h1" size="7">
          {t('::Statement:Title')}
        </Heading>
        <Text as="p" color="gray">
          {t('::Statement:Intro')}
        </Text>
      </Flex>
      <StatementActions
        period={period}
        onPeriodChange={choosePeriod}
        // Nothing to print or download beside an error: the wallet's read must succeed too.
        statement={wallet.isSuccess ? statement : undefined}
      />
      {records.isPending || wallet.isPending ? (
        <LoadingPlaceholder label={t('::Statement:Loading')}>
          <Skeleton height="120px" width="100%" />
          <Skeleton height="320px" width="100%" />
        </LoadingPlaceholder>
      ) : records.isError || wallet.isError ? (
        <LoadError
          title={t('::Statement:LoadFailed')}
          error={records.error ?? wallet.error}
          onRetry={() => {
            if (records.isError) void records.refetch();
            if (wallet.isError) void wallet.refetch();
          }}
        />
      ) : (
        statement && <StatementDocument statement={statement} wallet={wallet.data} />
      )}
    </Flex>
  );
}
