import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  Select,
  Table,
  Text,
  VisuallyHidden,
} from '@radix-ui/themes';
import {
  DEFAULT_PAGE_SIZE,
  PaymentType,
  TransactionDirection,
  usePagedListQuery,
  type WalletTransaction,
} from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { formatDate, formatMoney, formatNumber } from '../../format/format';
import { useInvestorApi } from '../../investor/use-investor-api';
import { EmptyState, ListSkeleton, LoadError, Pager } from '../investment/screen-parts';
import { useWideLayout } from '../investment/use-wide-layout';

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
  const wide = useWideLayout();
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
            <Select.Root value={type === null ? ALL : String(type)} onValueChange={changeType}>
              <Select.Trigger id={`${ids}-type`} />
              <Select.Content position="popper">
                <Select.Item value={ALL}>{t('::Wallet:AllTypes')}</Select.Item>
                {TYPES.map((value) => (
                  <Select.Item key={value} value={String(value)}>
                    {t(`::Wallet:PaymentType:${value}`)}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
        </Flex>
        {transactions.isPending ? (
          <ListSkeleton label={t('::Wallet:TransactionsLoading')} rows={4} />
        ) : transactions.isError ? (
          <LoadError
            title={t('::Wallet:TransactionsLoadFailed')}
            error={transactions.error}
            onRetry={() => void transactions.refetch()}
          />
        ) : transactions.data.items.length === 0 ? (
          type === null ? (
            <EmptyState
              title={t('::Wallet:TransactionsEmptyTitle')}
              message={t('::Wallet:TransactionsEmptyMessage')}
            />
          ) : (
            <EmptyState
              title={t('::Wallet:TransactionsEmptyTypeTitle')}
              message={t('::Wallet:TransactionsEmptyTypeMessage')}
              action={
                <Button variant="soft" onClick={() => changeType(ALL)}>
                  {t('::Wallet:ShowAllTypes')}
                </Button>
              }
            />
          )
        ) : (
          <Flex direction="column" gap="3" aria-busy={transactions.isFetching}>
            <Text size="2" color="gray" role="status" className="sahm-tabular-nums">
              {t(
                '::Wallet:TransactionsCount',
                formatNumber(transactions.data.totalCount, language),
              )}
            </Text>
            {wide ? (
              <TransactionTable items={transactions.data.items} />
            ) : (
              <TransactionCards items={transactions.data.items} />
            )}
            <Pager
              page={list.page}
              pageSize={DEFAULT_PAGE_SIZE}
              totalCount={transactions.data.totalCount}
              onPageChange={list.setPage}
              label={t('::Wallet:TransactionsPaging')}
            />
          </Flex>
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

function TransactionCards({ items }: { items: WalletTransaction[] }) {
  const { t, language } = useLocalization();
  return (
    <Flex asChild direction="column" gap="3" p="0" m="0">
      <ul style={{ listStyle: 'none' }}>
        {items.map((transaction) => (
          <li key={transaction.id}>
            <Card size="2">
              <Flex direction="column" gap="2">
                <Flex justify="between" gap="2" align="start">
                  <Heading as="h3" size="2">
                    {language === 'ar' ? transaction.descriptionAr : transaction.descriptionEn}
                  </Heading>
                  <SignedAmount transaction={transaction} />
                </Flex>
                <Flex justify="between" gap="2" wrap="wrap" align="center">
                  <TypeBadge type={transaction.type} />
                  <Text size="1" color="gray" className="sahm-tabular-nums">
                    {formatDate(transaction.occurredAt, language)} · {transaction.reference}
                  </Text>
                </Flex>
                <Text size="1" color="gray" className="sahm-tabular-nums">
                  {t('::Wallet:BalanceAfter')}: {formatMoney(transaction.balanceAfter, language)}
                </Text>
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
    </Flex>
  );
}

function TransactionTable({ items }: { items: WalletTransaction[] }) {
  const { t, language } = useLocalization();
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table.Root variant="surface" className="sahm-tabular-nums">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('::Wallet:Description')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('::Wallet:Type')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('::Wallet:Date')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">{t('::Wallet:Amount')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">
              {t('::Wallet:BalanceAfter')}
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('::Wallet:Reference')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((transaction) => (
            <Table.Row key={transaction.id}>
              <Table.RowHeaderCell>
                {language === 'ar' ? transaction.descriptionAr : transaction.descriptionEn}
              </Table.RowHeaderCell>
              <Table.Cell>
                <TypeBadge type={transaction.type} />
              </Table.Cell>
              <Table.Cell>{formatDate(transaction.occurredAt, language)}</Table.Cell>
              <Table.Cell justify="end">
                <SignedAmount transaction={transaction} />
              </Table.Cell>
              <Table.Cell justify="end">
                {formatMoney(transaction.balanceAfter, language)}
              </Table.Cell>
              <Table.Cell>{transaction.reference}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
