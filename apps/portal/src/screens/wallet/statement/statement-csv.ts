import Papa from 'papaparse';
import { TransactionDirection } from '@sahm/investor-sdk';
import type { Localize } from '@sahm/platform';
import { gregorianCalendarDate, hijriCalendarDate } from '../../../format/calendar-date';
import { pick } from '../../../i18n/localized-field';
import type { Statement } from './statement';

/** Amounts as a spreadsheet reads them: a dot, two decimals, no grouping, no currency sign. */
const amount = (value: number) => value.toFixed(2);

// Papaparse's pattern for `escapeFormulae: true` ends in `.*$`: it misses a cell with a line break.
const FORMULA_START = /^[=+\-@\t\r]/;

/** The day in both calendars, the first two columns of every row (empty when there is none). */
const days = (iso: string | null) =>
  iso === null ? ['', ''] : [gregorianCalendarDate(iso), hijriCalendarDate(iso)];

/** The two date columns' headers, first in both files. */
const dayHeaders = (t: Localize) => [t('::Statement:Csv:Date'), t('::Statement:Csv:HijriDate')];

/** Cells a spreadsheet would run as a formula (`=`, `+`, `-`, `@` …) get a leading quote. */
function toCsv(header: string[], rows: string[][]): string {
  const text = Papa.unparse(
    { fields: header, data: rows },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
  // The byte-order mark makes Excel read the file as UTF-8, so Arabic text stays Arabic.
  return `\uFEFF${text}\r\n`;
}

/** The wallet's movements of the period, between an opening row and a totals row. */
export function transactionsCsv(statement: Statement, t: Localize, language: string): string {
  const header = [
    ...dayHeaders(t),
    t('::Wallet:Description'),
    t('::Wallet:Type'),
    t('::Wallet:Reference'),
    t('::Statement:Csv:Credit'),
    t('::Statement:Csv:Debit'),
    t('::Statement:Csv:BalanceAfter'),
  ];
  const rows = statement.transactions.map((transaction) => {
    const credit = transaction.direction === TransactionDirection.Credit;
    return [
      ...days(transaction.occurredAt),
      pick(language, transaction, 'description'),
      t(`::Wallet:PaymentType:${transaction.type}`),
      transaction.reference,
      credit ? amount(transaction.amount) : '',
      credit ? '' : amount(transaction.amount),
      amount(transaction.balanceAfter),
    ];
  });
  return toCsv(header, [
    [
      ...days(statement.from),
      t('::Statement:OpeningBalance'),
      '',
      '',
      '',
      '',
      amount(statement.openingBalance),
    ],
    ...rows,
    [
      ...days(statement.to),
      t('::Statement:Totals'),
      '',
      '',
      amount(statement.totalCredits),
      amount(statement.totalDebits),
      amount(statement.closingBalance),
    ],
  ]);
}

/** The subscriptions made in the period, with a totals row. */
export function subscriptionsCsv(statement: Statement, t: Localize, language: string): string {
  const header = [
    ...dayHeaders(t),
    t('::Statement:Opportunity'),
    t('::Statement:Status'),
    t('::Statement:Csv:ExpectedReturn'),
    t('::Statement:Csv:Amount'),
    t('::Statement:Csv:SubscriptionId'),
  ];
  const rows = statement.subscriptions.map((subscription) => [
    ...days(subscription.subscribedAt),
    pick(language, subscription, 'opportunityTitle'),
    t(`::Investment:SubscriptionStatus:${subscription.status}`),
    subscription.expectedAnnualReturnPercent.toFixed(2),
    amount(subscription.amount),
    subscription.id,
  ]);
  return toCsv(header, [
    ...rows,
    [...days(statement.to), t('::Statement:Totals'), '', '', amount(statement.subscribedTotal), ''],
  ]);
}

/** Hands the text to the browser as a file download; nothing leaves the page. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Some browsers read the address after the click returns: freed later, as FileSaver.js does.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
