import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge, Button, Flex, Heading, Text, VisuallyHidden } from '@radix-ui/themes';
import { PaymentType, TransactionDirection, type WalletTransaction } from '@sahm/investor-sdk';
import { useLocalization, usePagedListQuery, type LocalizationHandle } from '@sahm/platform';
import { DataTable, SelectInput, type DataTableColumn } from '@sahm/ui';
import { formatDate, formatMoney, formatNumber } from '../../format/format';
import { pick } from '../../i18n/localized-field';
import { useInvestorApi } from '../../investor/use-investor-api';
import { loadErrorMessageKey } from '../shared/LoadError';
import { ListPager } from '../shared/ListPager';

const ALL = 'all';
const TYPES = [
  PaymentType.OpportunitySubscripeFees,
  PaymentType.OpportunityProfitShareFees,
  PaymentType.BankDeposit,
  PaymentType.BankTransfer,
];

/** The wallet's movements, newest first, filtered by payment/fee type (SPEC §3) and paged. */
export function TransactionList() {
  const { t, language } = useLocalization();
  const { queries } = useInvestorApi();
  const ids = useId();
  const list = usePagedListQuery({ initialSort: { key: 'occurredAt', order: 'desc' } });
  const [type, setType] = useState<PaymentType | null>(null);
  const { sorting, skipCount, maxResultCount } = list.query;
  const transactions = useQuery({
    ...queries.walletTransactions({
      sorting,
      skipCount,
      maxResultCount,
      ...(type === null ? {} : { type }),
    }),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
  const changeType = (value: string) => {
    setType(value === ALL ? null : (Number(value) as PaymentType));
    list.setPage(0);
  };

  return (
    <Flex direction="column" gap="4" asChild>
      <section aria-labelledby={`${ids}-title`}>
        <Flex justify="between" align="end" gap="3" wrap="wrap">
          <Heading as="h2" size="5" id={`${ids}-title`}>
            {t('::Wallet:Transactions')}
          </Heading>
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor={`${ids}-type`}>
              {t('::Wallet:TypeFilter')}
            </Text>
            <SelectInput
              size="2"
              id={`${ids}-type`}
              value={type === null ? ALL : String(type)}
              onChange={changeType}
              options={[
                { value: ALL, label: t('::Wallet:AllTypes') },
                ...TYPES.map((value) => ({
                  value: String(value),
                  label: t(`::Wallet:PaymentType:${value}`),
                })),
              ]}
            />
          </Flex>
        </Flex>
        {transactions.isSuccess && transactions.data.items.length > 0 && (
          <Text size="2" color="gray" role="status" className="sahm-tabular-nums">
            {t('::Wallet:TransactionsCount', formatNumber(transactions.data.totalCount, language))}
          </Text>
        )}
        <DataTable
          columns={transactionColumns(t, language)}
          rows={transactions.data?.items ?? []}
          getRowId={(transaction) => transaction.id}
          caption={t('::Wallet:Transactions')}
          captionHidden
          state={transactions.isPending ? 'loading' : transactions.isError ? 'error' : 'ready'}
          loadingText={t('::Wallet:TransactionsLoading')}
          loadingRows={4}
          emptyText={t(
            type === null
              ? '::Wallet:TransactionsEmptyTitle'
              : '::Wallet:TransactionsEmptyTypeTitle',
          )}
          emptyDescription={t(
            type === null
              ? '::Wallet:TransactionsEmptyMessage'
              : '::Wallet:TransactionsEmptyTypeMessage',
          )}
          emptyAction={
            type === null ? undefined : (
              <Button variant="soft" onClick={() => changeType(ALL)}>
                {t('::Wallet:ShowAllTypes')}
              </Button>
            )
          }
          error={{
            title: t('::Wallet:TransactionsLoadFailed'),
            message: t(loadErrorMessageKey(transactions.error)),
            retryLabel: t('::Investment:Retry'),
            onRetry: () => void transactions.refetch(),
          }}
          busy={transactions.isFetching}
        />
        {transactions.isSuccess && transactions.data.items.length > 0 && (
          <ListPager
            page={list.page}
            totalCount={transactions.data.totalCount}
            onPageChange={list.setPage}
            label={t('::Wallet:TransactionsPaging')}
          />
        )}
      </section>
    </Flex>
  );
}

function SignedAmount({ transaction }: { transaction: WalletTransaction }) {
  const { t, language } = useLocalization();
  const credit = transaction.direction === TransactionDirection.Credit;
  return (
    <Text color={credit ? 'jade' : undefined} weight="medium" className="sahm-tabular-nums">
      <VisuallyHidden>{t(credit ? '::Wallet:Credit' : '::Wallet:Debit')} </VisuallyHidden>
      <span aria-hidden="true">{credit ? '+' : '−'}</span>
      {formatMoney(transaction.amount, language)}
    </Text>
  );
}

function TypeBadge({ type }: { type: PaymentType }) {
  const { t } = useLocalization();
  return (
    <Badge variant="soft" color="gray" radius="full">
      {t(`::Wallet:PaymentType:${type}`)}
    </Badge>
  );
}

/** The transaction columns; the signed amount sits beside the description on a card. */
function transactionColumns(
  t: LocalizationHandle['t'],
  language: string,
): DataTableColumn<WalletTransaction>[] {
  return [
    {
      id: 'description',
      header: t('::Wallet:Description'),
      cell: (transaction) => pick(language, transaction, 'description'),
    },
    {
      id: 'type',
      header: t('::Wallet:Type'),
      cell: (transaction) => <TypeBadge type={transaction.type} />,
    },
    {
      id: 'date',
      header: t('::Wallet:Date'),
      cell: (transaction) => formatDate(transaction.occurredAt, language),
    },
    {
      id: 'amount',
      header: t('::Wallet:Amount'),
      align: 'end',
      priority: 'high',
      cell: (transaction) => <SignedAmount transaction={transaction} />,
    },
    {
      id: 'balanceAfter',
      header: t('::Wallet:BalanceAfter'),
      align: 'end',
      priority: 'low',
      cell: (transaction) => formatMoney(transaction.balanceAfter, language),
    },
    {
      id: 'reference',
      header: t('::Wallet:Reference'),
      priority: 'low',
      cell: (transaction) => transaction.reference,
    },
  ];
}
