import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import Papa from 'papaparse';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { SEEDED_IDS } from '@sahm/platform/mocks';
import { operationPattern } from '@sahm/investor-sdk/mocks';
import { investorStoryBackend, withPortalPlatform } from '../../../testing/story-platform';
import { StatementScreen } from './StatementScreen';

const AR = { locale: 'ar', direction: 'rtl' } as const;
const EN = { locale: 'en', direction: 'ltr' } as const;
type Globals = typeof AR | typeof EN;
type Canvas = ReturnType<typeof within>;

const investor = SEEDED_IDS.users.investor;
const portal = { userId: investor, path: '/wallet/statement' };
const DAY_MS = 24 * 60 * 60 * 1000;

const TEXTS = {
  ar: {
    document: 'كشف حساب سهم',
    loading: 'جارٍ تحميل كشف حسابك',
    failed: 'تعذّر تحميل كشف حسابك.',
    retry: 'إعادة المحاولة',
    print: 'طباعة أو حفظ بصيغة PDF',
    transactionsCsv: 'الحركات (CSV)',
    subscriptionsCsv: 'الاكتتابات (CSV)',
    period: 'الفترة',
    threeMonths: 'آخر 3 أشهر',
    investor: 'المستثمر',
    covers: 'الفترة',
    issued: 'تاريخ الإصدار',
    summary: 'الملخص',
    opening: 'الرصيد الافتتاحي',
    moneyIn: 'المبالغ الواردة',
    moneyOut: 'المبالغ الصادرة',
    closing: 'الرصيد الختامي',
    transactions: 'الحركات',
    subscriptions: 'الاكتتابات',
    transactionsEmpty: 'لا توجد حركات في هذه الفترة.',
    subscriptionsEmpty: 'لا توجد اكتتابات في هذه الفترة.',
    subscribedCount: (count: number) => `إجمالي الاكتتابات في هذه الفترة (${count})`,
    firstDeposit: 'إيداع بنكي',
    kafd: 'مكاتب إدارية في مركز الملك عبدالله المالي',
    active: 'قائم',
    hijri: /\d{4} هـ/,
    downloaded: (file: string) => `تم تنزيل \u2068${file}\u2069.`,
    transactionsHeader: [
      'التاريخ (ميلادي)',
      'التاريخ (هجري)',
      'الوصف',
      'النوع',
      'المرجع',
      'دائن (ر.س)',
      'مدين (ر.س)',
      'الرصيد بعد الحركة (ر.س)',
    ],
    subscriptionsHeader: [
      'التاريخ (ميلادي)',
      'التاريخ (هجري)',
      'الفرصة',
      'الحالة',
      'العائد السنوي المتوقع (%)',
      'المبلغ (ر.س)',
      'رقم الاكتتاب',
    ],
    totals: 'الإجمالي',
  },
  en: {
    document: 'Sahm account statement',
    loading: 'Loading your statement',
    failed: 'We could not load your statement.',
    retry: 'Try again',
    print: 'Print or save as PDF',
    transactionsCsv: 'Transactions (CSV)',
    subscriptionsCsv: 'Subscriptions (CSV)',
    period: 'Period',
    threeMonths: 'Last 3 months',
    investor: 'Investor',
    covers: 'Period',
    issued: 'Issued on',
    summary: 'Summary',
    opening: 'Opening balance',
    moneyIn: 'Money in',
    moneyOut: 'Money out',
    closing: 'Closing balance',
    transactions: 'Transactions',
    subscriptions: 'Subscriptions',
    transactionsEmpty: 'No movements in this period.',
    subscriptionsEmpty: 'No subscriptions in this period.',
    subscribedCount: (count: number) => `Subscribed in this period (${count})`,
    firstDeposit: 'Bank deposit',
    kafd: 'KAFD Grade-A Offices',
    active: 'Active',
    hijri: /\d{4} AH/,
    downloaded: (file: string) => `\u2068${file}\u2069 is downloaded.`,
    transactionsHeader: [
      'Date (Gregorian)',
      'Date (Hijri)',
      'Description',
      'Type',
      'Reference',
      'Credit (SAR)',
      'Debit (SAR)',
      'Balance after (SAR)',
    ],
    subscriptionsHeader: [
      'Date (Gregorian)',
      'Date (Hijri)',
      'Opportunity',
      'Status',
      'Expected annual return (%)',
      'Amount (SAR)',
      'Subscription number',
    ],
    totals: 'Totals',
  },
};
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

type Backend = ReturnType<typeof investorStoryBackend>;

/** The seeded investor's file: eight movements over six months, two subscriptions, 50,000 SAR. */
const recordOf = (backend: Backend) => backend.store.ensureInvestor(investor, null);

/** The investor's own name as `investor-name` answers it in `locale`. */
function investorNameIn(backend: Backend, locale: Globals['locale']) {
  const info = recordOf(backend).generalInfo;
  if (!info) throw new Error('The seeded investor has general info.');
  return locale === 'ar'
    ? `${info.firstNameAr} ${info.familyNameAr}`
    : `${info.firstNameEn} ${info.familyNameEn}`;
}

/** An investor whose every movement and subscription is over a year old: a quiet last 12 months. */
function dormantBackend() {
  const backend = investorStoryBackend();
  const record = recordOf(backend);
  const yearAgo = (iso: string) => new Date(Date.parse(iso) - 400 * DAY_MS).toISOString();
  record.transactions = record.transactions.map((transaction) => ({
    ...transaction,
    occurredAt: yearAgo(transaction.occurredAt),
  }));
  record.subscriptions = record.subscriptions.map((subscription) => ({
    ...subscription,
    subscribedAt: yearAgo(subscription.subscribedAt),
  }));
  return backend;
}

// An unbroken token too, as a pasted reference or account number would be.
const UNBROKEN_REFERENCE = `SA0380000000608010167519${'REF2026000123JOINTFAMILYACCOUNT'.repeat(3)}`;
const LONG_DESCRIPTION_AR = `تحويل مرتبط بطلب رقم 2026-000123 من حساب مصرف الراجحي الجاري المشترك للعائلة ${UNBROKEN_REFERENCE}`;
const LONG_DESCRIPTION_EN = `transfer linked to request 2026-000123 from the family's joint Al Rajhi current account ${UNBROKEN_REFERENCE}`;
const LONG_TITLE_AR =
  'فلل النرجس السكنية الفاخرة ذات التصميم النجدي المعاصر مع حدائق خاصة ومسابح ومواقف مظللة في شمال الرياض';
const LONG_TITLE_EN =
  'Al Narjis Luxury Residential Villas in contemporary Najdi design with private gardens, pools and shaded parking in north Riyadh';

function longTextBackend() {
  const backend = investorStoryBackend();
  const record = recordOf(backend);
  record.transactions = record.transactions.map((transaction) => ({
    ...transaction,
    descriptionAr: `${transaction.descriptionAr} — ${LONG_DESCRIPTION_AR}`,
    descriptionEn: `${transaction.descriptionEn} — ${LONG_DESCRIPTION_EN}`,
  }));
  record.subscriptions = record.subscriptions.map((subscription) => ({
    ...subscription,
    opportunityTitleAr: LONG_TITLE_AR,
    opportunityTitleEn: LONG_TITLE_EN,
  }));
  return backend;
}

const never = () => new Promise<never>(() => {});
/** The three reads the statement waits for, left unanswered. */
const neverAnswers = [
  http.get(operationPattern('getWalletTransactions'), never),
  http.get(operationPattern('getCurrentSubscriptions'), never),
  http.get(operationPattern('getWallet'), never),
];

/** The printed statement, once its records are in. */
const findStatement = (canvas: Canvas, text: Texts) =>
  canvas.findByRole('article', { name: text.document }, { timeout: 5000 });

/** A labelled fact of a description list (`<dt>` then `<dd>`): the value's element. */
function factValue(container: HTMLElement, label: string): HTMLElement {
  const value = within(container).getByText(label, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`${label} has no value`);
  return value;
}

/** An amount as shown ("SAR 67,000.00", "67,000.00 ر.س.") as a number. */
function amountOf(element: HTMLElement): number {
  const digits = /[\d,]+\.\d{2}/.exec(element.textContent ?? '')?.[0];
  if (!digits) throw new Error(`No amount in "${element.textContent}"`);
  return Number(digits.replaceAll(',', ''));
}

function summaryOf(statement: HTMLElement, text: Texts) {
  const summary = within(statement).getByRole('region', { name: text.summary });
  const figure = (label: string) => amountOf(factValue(summary, label));
  return {
    opening: figure(text.opening),
    moneyIn: figure(text.moneyIn),
    moneyOut: figure(text.moneyOut),
    closing: figure(text.closing),
  };
}

/** The rows of the body of the table named `name` (its caption). */
function bodyRows(statement: HTMLElement, name: string): HTMLElement[] {
  const table = within(statement).getByRole('table', { name });
  const [, body] = within(table).getAllByRole('rowgroup');
  if (!body) throw new Error(`${name} has no body`);
  return within(body).getAllByRole('row');
}

/** The files the page hands to the browser while `act` runs, without a real download. */
async function captureDownloads(act: () => Promise<void>) {
  const blobs: Blob[] = [];
  const names: string[] = [];
  const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:story-download-${blobs.length}`;
  });
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  try {
    await act();
  } finally {
    createUrl.mockRestore();
    click.mockRestore();
  }
  return Promise.all(
    blobs.map(async (blob, index) => ({
      name: names[index] ?? '',
      bytes: new Uint8Array(await blob.arrayBuffer()),
      rows: Papa.parse<string[]>(await blob.text(), { skipEmptyLines: true }).data,
    })),
  );
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

const meta = {
  title: 'Portal/Screens/Wallet statement',
  component: StatementScreen,
  decorators: [withPortalPlatform],
  parameters: {
    layout: 'padded',
    msw: { handlers: investorStoryBackend().handlers },
    portal,
    // A screen fragment without the application layout's landmarks.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof StatementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Calls that never answer: the status names what loads, and nothing can be printed yet. */
function loadingStory(globals: Globals): Story {
  const text = TEXTS[globals.locale];
  return {
    globals,
    parameters: { msw: { handlers: [...neverAnswers, ...investorStoryBackend().handlers] } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('status', { name: text.loading })).toHaveAttribute(
        'aria-busy',
        'true',
      );
      for (const action of [text.print, text.transactionsCsv, text.subscriptionsCsv]) {
        await expect(canvas.getByRole('button', { name: action })).toBeDisabled();
      }
      await expect(canvas.queryByRole('article')).toBeNull();
    },
  };
}

export const LoadingArabic = loadingStory(AR);
export const LoadingEnglish = loadingStory(EN);

/** The transactions answer 500 once: the failure with Try again, which brings the statement. */
function errorStory(globals: Globals): Story {
  const text = TEXTS[globals.locale];
  const backend = investorStoryBackend();
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    beforeEach: () => {
      backend.store.clearFailures();
      backend.store.failNext('getWalletTransactions', 'server-error');
    },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
      await expect(alert).toHaveTextContent(text.failed);
      await expect(canvas.getByRole('button', { name: text.transactionsCsv })).toBeDisabled();
      await userEvent.click(within(alert).getByRole('button', { name: text.retry }));
      const statement = await findStatement(canvas, text);
      await expect(canvas.queryByRole('alert')).toBeNull();
      await expect(bodyRows(statement, text.transactions)).toHaveLength(9);
      await expect(canvas.getByRole('button', { name: text.transactionsCsv })).toBeEnabled();
    },
  };
}

export const ErrorArabic = errorStory(AR);
export const ErrorEnglish = errorStory(EN);

/**
 * The seeded investor over the default 12 months: all eight movements from a zero opening, both
 * subscriptions, the balances adding up to the wallet's, the investor's own name, both calendars.
 */
function filledStory(globals: Globals): Story {
  const text = TEXTS[globals.locale];
  const backend = investorStoryBackend();
  const name = investorNameIn(backend, globals.locale);
  const walletBalance = recordOf(backend).balance;
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      const statement = await findStatement(canvas, text);
      await expect(canvas.getByRole('combobox', { name: text.period })).toHaveValue('12m');

      const summary = summaryOf(statement, text);
      await expect(summary).toEqual({
        opening: 0,
        moneyIn: 67_000,
        moneyOut: 17_000,
        closing: 50_000,
      });
      await expect(summary.closing).toBe(walletBalance);
      await expect(summary.opening + summary.moneyIn - summary.moneyOut).toBe(summary.closing);

      const [opening, first, ...rest] = bodyRows(statement, text.transactions);
      await expect(opening).toHaveTextContent(text.opening);
      await expect(rest).toHaveLength(7);
      // Oldest first, as a statement reads: the first deposit, and the last row ends at the balance.
      await expect(first).toHaveTextContent(text.firstDeposit);
      await expect(first).toHaveTextContent(/40,000\.00/);
      await expect(first).toHaveTextContent(text.hijri);
      await expect(rest.at(-1)).toHaveTextContent(/50,000\.00/);
      await expect(canvas.getByTestId('statement-total-credits')).toHaveTextContent(/67,000\.00/);
      await expect(canvas.getByTestId('statement-total-debits')).toHaveTextContent(/17,000\.00/);
      await expect(canvas.getByTestId('statement-closing-balance')).toHaveTextContent(/50,000\.00/);

      const subscriptions = bodyRows(statement, text.subscriptions);
      await expect(subscriptions).toHaveLength(2);
      await expect(subscriptions[0]).toHaveTextContent(text.kafd);
      await expect(subscriptions[0]).toHaveTextContent(text.active);
      await expect(subscriptions[0]).toHaveTextContent(/10,000\.00/);
      await expect(canvas.getByTestId('statement-subscribed-total')).toHaveTextContent(
        /15,000\.00/,
      );
      await expect(
        within(statement).getByRole('rowheader', { name: text.subscribedCount(2) }),
      ).toBeVisible();

      await waitFor(() => expect(factValue(statement, text.investor)).toHaveTextContent(name));
      // Gregorian above, Umm al-Qura below: the period and the day of issue.
      await expect(factValue(statement, text.covers)).toHaveTextContent(text.hijri);
      await expect(factValue(statement, text.issued)).toHaveTextContent(text.hijri);

      const print = spyOn(window, 'print').mockImplementation(() => {});
      try {
        await userEvent.click(canvas.getByRole('button', { name: text.print }));
        await expect(print).toHaveBeenCalledTimes(1);
      } finally {
        print.mockRestore();
      }
    },
  };
}

export const FilledArabic = filledStory(AR);
export const FilledEnglish = filledStory(EN);

/**
 * 'Last 3 months': the four latest movements, opening on the balance they started from; the
 * subscriptions (100 and 160 days ago) fall outside.
 */
function periodChangedStory(globals: Globals): Story {
  const text = TEXTS[globals.locale];
  return {
    globals,
    parameters: { msw: { handlers: investorStoryBackend().handlers } },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      const statement = await findStatement(canvas, text);
      await expect(bodyRows(statement, text.transactions)).toHaveLength(9);
      await userEvent.selectOptions(
        canvas.getByRole('combobox', { name: text.period }),
        text.threeMonths,
      );
      await waitFor(() => expect(bodyRows(statement, text.transactions)).toHaveLength(5));

      const summary = summaryOf(statement, text);
      await expect(summary).toEqual({
        opening: 50_000,
        moneyIn: 2_000,
        moneyOut: 2_000,
        closing: 50_000,
      });
      const [opening] = bodyRows(statement, text.transactions);
      await expect(opening).toHaveTextContent(/50,000\.00/);
      await expect(bodyRows(statement, text.subscriptions)[0]).toHaveTextContent(
        text.subscriptionsEmpty,
      );
      await expect(canvas.getByTestId('statement-total-credits')).toHaveTextContent(/2,000\.00/);
      await expect(canvas.getByTestId('statement-total-debits')).toHaveTextContent(/2,000\.00/);
      await expect(canvas.getByTestId('statement-subscribed-total')).toHaveTextContent(/0\.00/);
      // The control last used was scrolled into view: shot from the top.
      window.scrollTo(0, 0);
    },
  };
}

export const PeriodChangedArabic = periodChangedStory(AR);
export const PeriodChangedEnglish = periodChangedStory(EN);

/** Nothing in the last 12 months: the empty rows, zero totals, the balance carried over. */
function emptyStory(globals: Globals): Story {
  const text = TEXTS[globals.locale];
  return {
    globals,
    parameters: { msw: { handlers: dormantBackend().handlers } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const statement = await findStatement(canvas, text);
      const [opening, empty, ...more] = bodyRows(statement, text.transactions);
      await expect(opening).toHaveTextContent(text.opening);
      await expect(empty).toHaveTextContent(text.transactionsEmpty);
      await expect(more).toEqual([]);
      await expect(bodyRows(statement, text.subscriptions)).toHaveLength(1);
      await expect(within(statement).getByText(text.subscriptionsEmpty)).toBeVisible();
      await expect(summaryOf(statement, text)).toEqual({
        opening: 50_000,
        moneyIn: 0,
        moneyOut: 0,
        closing: 50_000,
      });
      await expect(amountOf(canvas.getByTestId('statement-total-credits'))).toBe(0);
      await expect(amountOf(canvas.getByTestId('statement-total-debits'))).toBe(0);
      await expect(amountOf(canvas.getByTestId('statement-subscribed-total'))).toBe(0);
      await expect(
        within(statement).getByRole('rowheader', { name: text.subscribedCount(0) }),
      ).toBeVisible();
    },
  };
}

export const EmptyArabic = emptyStory(AR);
export const EmptyEnglish = emptyStory(EN);

/**
 * Both CSV files of the 12 months, caught before the browser saves them: named for the period,
 * UTF-8 with a byte-order mark, the headers and the totals row in the page's language.
 */
function downloadStory(globals: Globals): Story {
  const text = TEXTS[globals.locale];
  const fileName = (kind: string) =>
    new RegExp(`^sahm-${kind}-(\\d{4}-\\d{2}-\\d{2})-to-(\\d{4}-\\d{2}-\\d{2})\\.csv$`);
  return {
    globals,
    parameters: { msw: { handlers: investorStoryBackend().handlers } },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      await findStatement(canvas, text);
      const status = canvas.getByRole('status');
      await expect(status).toHaveTextContent(/^$/);

      const [transactions, ...moreTransactions] = await captureDownloads(() =>
        userEvent.click(canvas.getByRole('button', { name: text.transactionsCsv })),
      );
      await expect(moreTransactions).toEqual([]);
      if (!transactions) throw new Error('No transactions file was handed to the browser');
      const [, from, to] = fileName('transactions').exec(transactions.name) ?? [];
      await expect(from).toBeDefined();
      await expect(status).toHaveTextContent(text.downloaded(transactions.name));
      await expect([...transactions.bytes.slice(0, 3)]).toEqual(UTF8_BOM);
      const [header, openingRow, ...movements] = transactions.rows;
      const totals = movements.pop();
      await expect(header).toEqual(text.transactionsHeader);
      await expect(openingRow?.slice(0, 3)).toEqual([from, expect.any(String), text.opening]);
      await expect(openingRow?.at(-1)).toBe('0.00');
      await expect(movements).toHaveLength(8);
      await expect(totals).toEqual([
        to,
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        text.totals,
        '',
        '',
        '67000.00',
        '17000.00',
        '50000.00',
      ]);

      const [subscriptions] = await captureDownloads(() =>
        userEvent.click(canvas.getByRole('button', { name: text.subscriptionsCsv })),
      );
      if (!subscriptions) throw new Error('No subscriptions file was handed to the browser');
      await expect(subscriptions.name).toBe(`sahm-subscriptions-${from}-to-${to}.csv`);
      await expect(status).toHaveTextContent(text.downloaded(subscriptions.name));
      await expect([...subscriptions.bytes.slice(0, 3)]).toEqual(UTF8_BOM);
      const [subscriptionsHeader, kafd, khobar, subscriptionTotals, ...extra] = subscriptions.rows;
      await expect(extra).toEqual([]);
      await expect(subscriptionsHeader).toEqual(text.subscriptionsHeader);
      await expect(kafd?.slice(2, 6)).toEqual([text.kafd, text.active, '8.90', '10000.00']);
      await expect(khobar?.at(5)).toBe('5000.00');
      await expect(subscriptionTotals).toEqual([
        to,
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        text.totals,
        '',
        '',
        '15000.00',
        '',
      ]);
      // The control last used was scrolled into view: shot from the top.
      window.scrollTo(0, 0);
    },
  };
}

export const DownloadArabic = downloadStory(AR);
export const DownloadEnglish = downloadStory(EN);

/** Very long descriptions and opportunity titles wrap inside their cells; nothing spills out. */
function longTextStory(globals: Globals, description: string, title: string): Story {
  const text = TEXTS[globals.locale];
  return {
    globals,
    parameters: { msw: { handlers: longTextBackend().handlers } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const statement = await findStatement(canvas, text);
      const described = within(statement).getAllByText(new RegExp(description.slice(0, 24)));
      await expect(described).toHaveLength(8);
      const titled = within(statement).getAllByText(title);
      await expect(titled).toHaveLength(2);
      for (const cell of [...described, ...titled]) {
        await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
      }
      // Each table fits its section: no column was widened into a sideways scroll.
      for (const table of within(statement).getAllByRole('table')) {
        const section = table.closest('section');
        await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(
          section?.clientWidth ?? 0,
        );
      }
      await expect(statement.scrollWidth).toBeLessThanOrEqual(statement.clientWidth);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    },
  };
}

export const LongTextArabic = longTextStory(AR, LONG_DESCRIPTION_AR, LONG_TITLE_AR);
export const LongTextEnglish = longTextStory(EN, LONG_DESCRIPTION_EN, LONG_TITLE_EN);
