import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, DataList, Flex, Heading, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { TransactionDirection, type Wallet } from '@sahm/investor-sdk';
import { useCurrentUser, useLocalization } from '@sahm/platform';
import { formatDate, formatHijriDate, formatMoney } from '../../../format/format';
import { formatIban } from '../../../format/iban-format';
import { pick } from '../../../i18n/localized-field';
import { useInvestorApi } from '../../../investor/use-investor-api';
import type { Statement } from './statement';

/** The statement as it prints: who, which period, the balances, every movement and subscription. */
export function StatementDocument({ statement, wallet }: { statement: Statement; wallet: Wallet }) {
  const { t, language } = useLocalization();
  const user = useCurrentUser();
  const covers = statement.from
    ? t(
        '::Statement:CoversRange',
        formatDate(statement.from, language),
        formatDate(statement.to, language),
      )
    : t('::Statement:CoversAll', formatDate(statement.to, language));
  const coversHijri = statement.from
    ? t(
        '::Statement:CoversRange',
        formatHijriDate(statement.from, language),
        formatHijriDate(statement.to, language),
      )
    : t('::Statement:CoversAll', formatHijriDate(statement.to, language));
  const facts: [string, ReactNode][] = [
    [
      t('::Statement:Investor'),
      <InvestorName key="investor" accountName={user.name ?? user.userName ?? ''} />,
    ],
    [
      t('::Statement:WalletIban'),
      <Text key="iban" dir="ltr">
        {formatIban(wallet.virtualIban)}
      </Text>,
    ],
    [t('::Statement:Covers'), <TwoCalendars key="covers" gregorian={covers} hijri={coversHijri} />],
    [
      t('::Statement:DrawnUp'),
      <TwoCalendars
        key="issued"
        gregorian={formatDate(statement.to, language)}
        hijri={formatHijriDate(statement.to, language)}
      />,
    ],
  ];
  const summary: [string, number][] = [
    [t('::Statement:OpeningBalance'), statement.openingBalance],
    [t('::Statement:MoneyIn'), statement.totalCredits],
    [t('::Statement:MoneyOut'), statement.totalDebits],
    [t('::Statement:ClosingBalance'), statement.closingBalance],
  ];

  return (
    <Card size="3" asChild className="sahm-print-document">
      <article aria-labelledby="statement-title">
        <Flex direction="column" gap="5">
          <Flex direction="column" gap="3">
            <Heading as="h2" size="6" id="statement-title">
              {t('::Statement:Document')}
            </Heading>
            <DataList.Root orientation={{ initial: 'vertical', xs: 'horizontal' }}>
              {facts.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.Label minWidth="160px">{label}</DataList.Label>
                  <DataList.Value style={{ overflowWrap: 'anywhere' }}>{value}</DataList.Value>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Flex>
          <section aria-labelledby="statement-summary">
            <Heading as="h3" size="4" mb="2" id="statement-summary">
              {t('::Statement:Summary')}
            </Heading>
            <DataList.Root orientation="horizontal" className="sahm-tabular-nums">
              {summary.map(([label, amount]) => (
                <DataList.Item key={label}>
                  <DataList.Label minWidth="160px">{label}</DataList.Label>
                  <DataList.Value>{formatMoney(amount, language)}</DataList.Value>
                </DataList.Item>
              ))}
            </DataList.Root>
          </section>
          <TransactionsTable statement={statement} />
          <SubscriptionsTable statement={statement} />
        </Flex>
      </article>
    </Card>
  );
}

/**
 * The investor's own name (`GET investor-name`, the cache `useInvestorName` shares), else the
 * account's. Asked directly: the route's guard already admits registered investors only, and
 * importing the shell's hook here made the bundler split the first route's chunk (ADR 0485).
 */
function InvestorName({ accountName }: { accountName: string }) {
  const { queries } = useInvestorApi();
  const name = useQuery({
    ...queries.name(),
    meta: { handlesErrors: true },
    // Changed only by saving general info, which invalidates it (as in `useInvestorName`).
    staleTime: Infinity,
  });
  return name.data?.trim() || accountName;
}

function TwoCalendars({ gregorian, hijri }: { gregorian: string; hijri: string }) {
  return (
    <Flex direction="column">
      <Text>{gregorian}</Text>
      <Text size="1" color="gray">
        {hijri}
      </Text>
    </Flex>
  );
}

function DateCell({ iso }: { iso: string }) {
  const { language } = useLocalization();
  return (
    <Table.Cell>
      <TwoCalendars gregorian={formatDate(iso, language)} hijri={formatHijriDate(iso, language)} />
    </Table.Cell>
  );
}

/** The table's name for assistive technology; the heading above says it to everyone else. */
function TableCaption({ children }: { children: string }) {
  return (
    <VisuallyHidden asChild>
      <caption>{children}</caption>
    </VisuallyHidden>
  );
}

const amountCell = { justify: 'end', className: 'sahm-tabular-nums' } as const;

function TransactionsTable({ statement }: { statement: Statement }) {
  const { t, language } = useLocalization();
  const money = (amount: number) => formatMoney(amount, language);
  return (
    <section aria-labelledby="statement-transactions">
      <Heading as="h3" size="4" mb="2" id="statement-transactions">
        {t('::Statement:Transactions')}
      </Heading>
      <Table.Root variant="surface" size="1">
        <TableCaption>{t('::Statement:Transactions')}</TableCaption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('::Wallet:Date')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('::Wallet:Description')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('::Wallet:Reference')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">{t('::Statement:Credit')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">{t('::Statement:Debit')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">
              {t('::Statement:BalanceAfter')}
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <Table.Row>
            {statement.from ? <DateCell iso={statement.from} /> : <Table.Cell />}
            <Table.RowHeaderCell colSpan={4}>{t('::Statement:OpeningBalance')}</Table.RowHeaderCell>
            <Table.Cell {...amountCell}>{money(statement.openingBalance)}</Table.Cell>
          </Table.Row>
          {statement.transactions.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={6}>
                <Text color="gray">{t('::Statement:TransactionsEmpty')}</Text>
              </Table.Cell>
            </Table.Row>
          )}
          {statement.transactions.map((transaction) => {
            const credit = transaction.direction === TransactionDirection.Credit;
            const description = pick(language, transaction, 'description');
            const type = t(`::Wallet:PaymentType:${transaction.type}`);
            return (
              <Table.Row key={transaction.id}>
                <DateCell iso={transaction.occurredAt} />
                <Table.Cell style={{ overflowWrap: 'anywhere' }}>
                  {description}
                  {/* A deposit's description is often its type: said once. */}
                  {type !== description && (
                    <Text as="div" size="1" color="gray">
                      {type}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell className="sahm-tabular-nums">
                  {/* Left to right in an Arabic page too, as the IBAN: its digits keep their order. */}
                  <span dir="ltr">{transaction.reference}</span>
                </Table.Cell>
                <Table.Cell {...amountCell}>{credit ? money(transaction.amount) : ''}</Table.Cell>
                <Table.Cell {...amountCell}>{credit ? '' : money(transaction.amount)}</Table.Cell>
                <Table.Cell {...amountCell}>{money(transaction.balanceAfter)}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
        <tfoot>
          <Table.Row>
            <Table.Cell />
            <Table.RowHeaderCell colSpan={2}>{t('::Statement:Totals')}</Table.RowHeaderCell>
            <Table.Cell {...amountCell} data-testid="statement-total-credits">
              {money(statement.totalCredits)}
            </Table.Cell>
            <Table.Cell {...amountCell} data-testid="statement-total-debits">
              {money(statement.totalDebits)}
            </Table.Cell>
            <Table.Cell {...amountCell} data-testid="statement-closing-balance">
              {money(statement.closingBalance)}
            </Table.Cell>
          </Table.Row>
        </tfoot>
      </Table.Root>
    </section>
  );
}

function SubscriptionsTable({ statement }: { statement: Statement }) {
  const { t, language } = useLocalization();
  return (
    <section aria-labelledby="statement-subscriptions">
      <Heading as="h3" size="4" mb="2" id="statement-subscriptions">
        {t('::Statement:Subscriptions')}
      </Heading>
      <Table.Root variant="surface" size="1">
        <TableCaption>{t('::Statement:Subscriptions')}</TableCaption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('::Wallet:Date')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('::Statement:Opportunity')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('::Statement:Status')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">{t('::Wallet:Amount')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {statement.subscriptions.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={4}>
                <Text color="gray">{t('::Statement:SubscriptionsEmpty')}</Text>
              </Table.Cell>
            </Table.Row>
          )}
          {statement.subscriptions.map((subscription) => (
            <Table.Row key={subscription.id}>
              <DateCell iso={subscription.subscribedAt} />
              <Table.Cell style={{ overflowWrap: 'anywhere' }}>
                {pick(language, subscription, 'opportunityTitle')}
              </Table.Cell>
              <Table.Cell>{t(`::Investment:SubscriptionStatus:${subscription.status}`)}</Table.Cell>
              <Table.Cell {...amountCell}>{formatMoney(subscription.amount, language)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <tfoot>
          <Table.Row>
            <Table.RowHeaderCell colSpan={3}>
              {t('::Statement:SubscriptionsTotal', statement.subscriptions.length)}
            </Table.RowHeaderCell>
            <Table.Cell {...amountCell} data-testid="statement-subscribed-total">
              {formatMoney(statement.subscribedTotal, language)}
            </Table.Cell>
          </Table.Row>
        </tfoot>
      </Table.Root>
    </section>
  );
}
