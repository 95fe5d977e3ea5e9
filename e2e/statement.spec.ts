import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, test } from './fixtures';
import { PORTAL, SANDBOX, preferEnglish, signIn, signInInEnglish } from './support';

// Issue 19 point 3 (docs/adr/0485): the wallet's statement prints without the portal around it,
// and its CSV files carry the page's language, both calendars, SAR amounts and totals.

test.beforeEach(async ({ request }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
});

/** The file a click downloads, parsed: the header row and the rows under it. */
async function downloadCsv(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF'), 'a byte-order mark, so Excel reads UTF-8').toBe(true);
  const { data, errors } = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
  expect(errors).toEqual([]);
  const [header = [], ...rows] = data;
  return { fileName: download.suggestedFilename(), header, rows };
}

const halalas = (text: string | undefined) => Math.round(Number(text || '0') * 100);
const total = (rows: string[][], column: number) =>
  rows.reduce((sum, row) => sum + halalas(row[column]), 0);
/** An amount as the page shows it, in halalas: digits only (SAR and separators dropped). */
const shown = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).innerText()).replace(/[^\d]/g, ''));

test('an investor downloads the transactions of the period as Arabic CSV with its totals', async ({
  page,
}) => {
  await signIn(page, 'investor');
  await page.goto(`${PORTAL}/wallet`);
  const count = page.getByText(/^عدد الحركات: \d+$/);
  await expect(count).toBeVisible();
  const movements = Number((await count.innerText()).replace(/\D/g, ''));
  const balance = await page.locator('#wallet-balance-value').innerText();
  await page.getByRole('link', { name: 'كشف الحساب والتنزيل' }).click();

  await expect(page).toHaveURL(`${PORTAL}/wallet/statement`);
  await expect(page.getByRole('heading', { level: 1, name: 'كشف الحساب' })).toBeVisible();
  await expect(page.getByLabel('الفترة')).toHaveValue('12m');
  const { fileName, header, rows } = await downloadCsv(page, 'الحركات (CSV)');
  expect(fileName).toMatch(/^sahm-transactions-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByRole('status').filter({ hasText: 'تم تنزيل' })).toContainText(fileName);
  expect(header).toEqual([
    'التاريخ (ميلادي)',
    'التاريخ (هجري)',
    'الوصف',
    'النوع',
    'المرجع',
    'دائن (ر.س)',
    'مدين (ر.س)',
    'الرصيد بعد الحركة (ر.س)',
  ]);
  const opening = rows[0] ?? [];
  const totals = rows.at(-1) ?? [];
  const lines = rows.slice(1, -1);
  expect(opening[2]).toBe('الرصيد الافتتاحي');
  expect(totals[2]).toBe('الإجمالي');
  // The seed is months old: twelve months hold every movement the wallet lists.
  expect(lines).toHaveLength(movements);
  for (const line of lines) {
    expect(line[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(line[1]).toMatch(/^14\d{2}-\d{2}-\d{2}$/);
    expect(line[4]).toMatch(/^TXN-\d{4}-\d{6}$/);
    // Exactly one of credit and debit, as a plain amount with two decimals.
    expect([line[5], line[6]].filter(Boolean)).toEqual([expect.stringMatching(/^\d+\.\d{2}$/)]);
  }
  expect(halalas(totals[5])).toBe(total(lines, 5));
  expect(halalas(totals[6])).toBe(total(lines, 6));
  expect(halalas(totals[7])).toBe(halalas(opening[7]) + total(lines, 5) - total(lines, 6));
  // The CSV and the page agree, and the statement closes on the wallet's balance.
  expect(halalas(totals[5])).toBe(await shown(page, 'statement-total-credits'));
  expect(halalas(totals[6])).toBe(await shown(page, 'statement-total-debits'));
  expect(halalas(totals[7])).toBe(Number(balance.replace(/[^\d]/g, '')));
});

test('the subscriptions CSV is in English for an English page and adds up', async ({ page }) => {
  await preferEnglish(page);
  await signInInEnglish(page, 'investor');
  await page.goto(`${PORTAL}/wallet/statement?period=all`);
  await expect(page.getByLabel('Period')).toHaveValue('all');
  const subscribed = page.getByTestId('statement-subscribed-total');
  await expect(subscribed).toBeVisible();
  const { header, rows } = await downloadCsv(page, 'Subscriptions (CSV)');
  expect(header).toEqual([
    'Date (Gregorian)',
    'Date (Hijri)',
    'Opportunity',
    'Status',
    'Expected annual return (%)',
    'Amount (SAR)',
    'Subscription number',
  ]);
  const totals = rows.at(-1) ?? [];
  const lines = rows.slice(0, -1);
  expect(totals[2]).toBe('Totals');
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line[2]).toMatch(/[A-Za-z]/);
    expect(line[3]).toBe('Active');
  }
  expect(halalas(totals[5])).toBe(total(lines, 5));
  expect(halalas(totals[5])).toBe(await shown(page, 'statement-subscribed-total'));
});

test('a shorter period opens on the balance before it, and the printout is the statement only', async ({
  page,
}) => {
  await signIn(page, 'investor');
  await page.goto(`${PORTAL}/wallet/statement`);
  const rowsOf = () => page.getByRole('table', { name: 'الحركات' }).getByRole('row');
  await expect(page.getByTestId('statement-closing-balance')).toBeVisible();
  const allRows = await rowsOf().count();
  const closing = await shown(page, 'statement-closing-balance');

  await page.getByLabel('الفترة').selectOption('3m');
  await expect(page).toHaveURL(`${PORTAL}/wallet/statement?period=3m`);
  await expect.poll(() => rowsOf().count()).toBeLessThan(allRows);
  const openingRow = page
    .getByRole('table', { name: 'الحركات' })
    .getByRole('row', { name: /الرصيد الافتتاحي/ });
  const openingBalance = await openingRow.getByRole('cell').last().innerText();
  expect(
    Number(openingBalance.replace(/[^\d]/g, '')),
    'the balance before the period',
  ).toBeGreaterThan(0);
  expect(await shown(page, 'statement-closing-balance')).toBe(closing);
  // A reload keeps the period: it is in the address.
  await page.reload();
  await expect(page.getByLabel('الفترة')).toHaveValue('3m');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'طباعة أو حفظ بصيغة PDF' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'كشف حساب سهم' })).toBeVisible();
  await expect(page.getByTestId('statement-closing-balance')).toBeVisible();
});
