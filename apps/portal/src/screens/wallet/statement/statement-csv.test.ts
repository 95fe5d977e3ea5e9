import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PaymentType,
  SubscriptionStatus,
  TransactionDirection,
  type Subscription,
  type WalletTransaction,
} from '@sahm/investor-sdk';
import { createLocalization, type Localize } from '@sahm/platform';
import { portalTexts } from '../../../i18n/text-module';
import * as sharedTexts from '../../shared/texts';
import * as walletTexts from '../texts';
import type { Statement } from './statement';
import { downloadCsv, subscriptionsCsv, transactionsCsv } from './statement-csv';
import { subscription, walletTransaction } from './statement-test-records';
import * as statementTexts from './texts';

/** The texts the statement's chunk adds (its own, the wallet's, the shared), as its `t` reads them. */
function localize(language: 'ar' | 'en'): Localize {
  return createLocalization(
    {
      currentCulture: { cultureName: language, isRightToLeft: language === 'ar' },
      values: {},
      resources: {},
    },
    'Sahm',
    portalTexts([statementTexts, walletTexts, sharedTexts])[language],
  ).localize;
}

/** The rows of a CSV file after its byte-order mark and final line end. */
function rowsOf(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  const { data, errors } = Papa.parse<string[]>(text.slice(1, -2), { newline: '\r\n' });
  expect(errors).toEqual([]);
  return data;
}

// 00:30 on 26 June 2025 in Riyadh: 1 Muharram 1447 in Umm al-Qura.
const deposit = walletTransaction('1', '2025-06-25T21:30:00Z', {
  type: PaymentType.BankDeposit,
  direction: TransactionDirection.Credit,
  amount: 1500,
  balanceAfter: 3000,
  reference: 'DEP-1',
  descriptionEn: 'Transfer from Al Rajhi, "savings"\nsecond line',
  descriptionAr: 'تحويل من الراجحي',
});
// 1 Ramadan 1447 in Umm al-Qura.
const payment = walletTransaction('2', '2026-02-18T09:00:00Z', {
  type: PaymentType.OpportunitySubscripeFees,
  direction: TransactionDirection.Debit,
  amount: 1000.5,
  balanceAfter: 1999.5,
  reference: 'SUB-7',
  descriptionEn: 'Subscription to Riyadh Logistics',
  descriptionAr: 'اكتتاب في الرياض للخدمات اللوجستية',
});
const logistics = subscription('sub-7', '2026-02-18T09:00:00Z', {
  opportunityTitleEn: 'Riyadh Logistics',
  opportunityTitleAr: 'الرياض للخدمات اللوجستية',
  amount: 1000.5,
  expectedAnnualReturnPercent: 12.5,
  status: SubscriptionStatus.Active,
});
const cancelled = subscription('sub-8', '2025-06-25T21:30:00Z', {
  opportunityTitleEn: 'Jeddah Retail',
  opportunityTitleAr: 'جدة للتجزئة',
  amount: 250,
  expectedAnnualReturnPercent: 9,
  status: SubscriptionStatus.Cancelled,
});

function statementOf(
  transactions: WalletTransaction[],
  subscriptions: Subscription[] = [],
  fields: Partial<Statement> = {},
): Statement {
  return {
    from: '2025-06-01',
    to: '2026-02-18',
    openingBalance: 1500,
    closingBalance: 1999.5,
    totalCredits: 1500,
    totalDebits: 1000.5,
    transactions,
    subscriptions,
    subscribedTotal: 1250.5,
    ...fields,
  };
}

describe('transactionsCsv', () => {
  const statement = statementOf([deposit, payment]);

  it('is UTF-8 with a byte-order mark and CRLF line ends', () => {
    const text = transactionsCsv(statement, localize('en'), 'en');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    // A line feed without a carriage return appears only inside the quoted multi-line description.
    const outsideQuotes = text.replace(/"(?:[^"]|"")*"/g, '');
    expect(outsideQuotes).not.toMatch(/[^\r]\n/);
    expect(outsideQuotes.split('\r\n')).toHaveLength(6);
  });

  it('has English headers, an opening row, the movements and a totals row', () => {
    expect(rowsOf(transactionsCsv(statement, localize('en'), 'en'))).toEqual([
      [
        'Date (Gregorian)',
        'Date (Hijri)',
        'Description',
        'Type',
        'Reference',
        'Credit (SAR)',
        'Debit (SAR)',
        'Balance after (SAR)',
      ],
      ['2025-06-01', '1446-12-05', 'Opening balance', '', '', '', '', '1500.00'],
      [
        '2025-06-26',
        '1447-01-01',
        'Transfer from Al Rajhi, "savings"\nsecond line',
        'Bank deposit',
        'DEP-1',
        '1500.00',
        '',
        '3000.00',
      ],
      [
        '2026-02-18',
        '1447-09-01',
        'Subscription to Riyadh Logistics',
        'Opportunity subscription',
        'SUB-7',
        '',
        '1000.50',
        '1999.50',
      ],
      ['2026-02-18', '1447-09-01', 'Totals', '', '', '1500.00', '1000.50', '1999.50'],
    ]);
  });

  it('has Arabic headers and texts in Arabic, with Western digits', () => {
    const rows = rowsOf(transactionsCsv(statement, localize('ar'), 'ar'));
    expect(rows[0]).toEqual([
      'التاريخ (ميلادي)',
      'التاريخ (هجري)',
      'الوصف',
      'النوع',
      'المرجع',
      'دائن (ر.س)',
      'مدين (ر.س)',
      'الرصيد بعد الحركة (ر.س)',
    ]);
    expect(rows[1]).toEqual([
      '2025-06-01',
      '1446-12-05',
      'الرصيد الافتتاحي',
      '',
      '',
      '',
      '',
      '1500.00',
    ]);
    expect(rows[2]).toEqual([
      '2025-06-26',
      '1447-01-01',
      'تحويل من الراجحي',
      'إيداع بنكي',
      'DEP-1',
      '1500.00',
      '',
      '3000.00',
    ]);
    expect(rows[4]?.[2]).toBe('الإجمالي');
  });

  it('quotes commas, quotes and line breaks as CSV does', () => {
    const text = transactionsCsv(statement, localize('en'), 'en');
    expect(text).toContain(
      '\r\n2025-06-26,1447-01-01,"Transfer from Al Rajhi, ""savings""\nsecond line",Bank deposit,DEP-1,1500.00,,3000.00\r\n',
    );
  });

  it('leaves the opening dates empty for a statement since the wallet opened', () => {
    const whole = statementOf([], [], { from: null, openingBalance: 0, closingBalance: 0 });
    expect(rowsOf(transactionsCsv(whole, localize('en'), 'en')).slice(1)).toEqual([
      ['', '', 'Opening balance', '', '', '', '', '0.00'],
      ['2026-02-18', '1447-09-01', 'Totals', '', '', '1500.00', '1000.50', '0.00'],
    ]);
  });

  it('puts a quote before a description a spreadsheet would run as a formula', () => {
    const formulas = [
      '=1+2',
      '+1',
      '-2',
      '@SUM(A1)',
      '\t=1+2',
      // A line break must not hide the formula (papaparse's own pattern missed it).
      '=HYPERLINK("http://x")\nsecond line',
    ];
    const hostile = formulas.map((descriptionEn, index) =>
      walletTransaction(`${index}`, '2026-01-10T07:00:00Z', { descriptionEn }),
    );
    const rows = rowsOf(transactionsCsv(statementOf(hostile), localize('en'), 'en'));
    expect(rows.slice(2, -1).map((row) => row[2])).toEqual(
      formulas.map((formula) => `'${formula}`),
    );
  });
});

describe('subscriptionsCsv', () => {
  const statement = statementOf([], [cancelled, logistics]);

  it('has English headers, the subscriptions and a totals row', () => {
    const text = subscriptionsCsv(statement, localize('en'), 'en');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(rowsOf(text)).toEqual([
      [
        'Date (Gregorian)',
        'Date (Hijri)',
        'Opportunity',
        'Status',
        'Expected annual return (%)',
        'Amount (SAR)',
        'Subscription number',
      ],
      ['2025-06-26', '1447-01-01', 'Jeddah Retail', 'Cancelled', '9.00', '250.00', 'sub-8'],
      ['2026-02-18', '1447-09-01', 'Riyadh Logistics', 'Active', '12.50', '1000.50', 'sub-7'],
      ['2026-02-18', '1447-09-01', 'Totals', '', '', '1250.50', ''],
    ]);
  });

  it('has Arabic headers and titles in Arabic', () => {
    const rows = rowsOf(subscriptionsCsv(statement, localize('ar'), 'ar'));
    expect(rows[0]).toEqual([
      'التاريخ (ميلادي)',
      'التاريخ (هجري)',
      'الفرصة',
      'الحالة',
      'العائد السنوي المتوقع (%)',
      'المبلغ (ر.س)',
      'رقم الاكتتاب',
    ]);
    expect(rows[1]).toEqual([
      '2025-06-26',
      '1447-01-01',
      'جدة للتجزئة',
      'ملغى',
      '9.00',
      '250.00',
      'sub-8',
    ]);
    expect(rows[2]?.slice(2, 4)).toEqual(['الرياض للخدمات اللوجستية', 'قائم']);
    expect(rows[3]).toEqual(['2026-02-18', '1447-09-01', 'الإجمالي', '', '', '1250.50', '']);
  });

  it('puts a quote before an opportunity title a spreadsheet would run as a formula', () => {
    const hostile = subscription('sub-9', '2026-01-10T07:00:00Z', { opportunityTitleEn: '=cmd' });
    const rows = rowsOf(subscriptionsCsv(statementOf([], [hostile]), localize('en'), 'en'));
    expect(rows[1]?.[2]).toBe("'=cmd");
  });
});

describe('downloadCsv', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a link to a CSV blob with the file name, then lets the blob go', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    downloadCsv('sahm-transactions-2026-02-28-to-2026-05-31.csv', '\uFEFFa,b\r\n');

    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('sahm-transactions-2026-02-28-to-2026-05-31.csv');
    expect(clicked[0]?.href).toBe('blob:statement');
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob).toBeInstanceOf(Blob);
    expect((blob as Blob).type).toBe('text/csv;charset=utf-8');
    // The bytes, not Blob.text(): UTF-8 decoding drops the byte-order mark.
    expect([...new Uint8Array(await (blob as Blob).arrayBuffer())]).toEqual([
      0xef, 0xbb, 0xbf, 0x61, 0x2c, 0x62, 0x0d, 0x0a,
    ]);
    expect(revokeObjectURL).not.toHaveBeenCalled();

    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledExactlyOnceWith('blob:statement');
  });
});
