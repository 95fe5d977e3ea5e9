import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PORTAL, SANDBOX, signIn } from './support';

// Issue 19 point 2 (docs/adr/0480): Subscribe opens a review; only its Confirm debits the wallet,
// and the receipt has an address of its own that reloads from the server.

const NARJIS = '5a3e0c1d-0000-4000-8000-000000000001';

test.beforeEach(async ({ request }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
});

async function openReview(page: Page, amount: string) {
  await page.goto(`${PORTAL}/investment/${NARJIS}`);
  await expect(page.getByTestId('wallet-balance')).toContainText('50,000.00');
  await page.getByLabel(/المبلغ \(ريال\)/).fill(amount);
  await page.getByRole('button', { name: 'اكتتب' }).click();
  await expect(page.getByRole('heading', { name: 'راجع اكتتابك' })).toBeFocused();
}

test('an investor reviews, confirms and gets a receipt that reloads from the server', async ({
  page,
}) => {
  await signIn(page, 'investor');
  await openReview(page, '2000');
  await expect(page.getByTestId('review-balance-now')).toContainText('50,000.00');
  await expect(page.getByTestId('review-balance-after')).toContainText('48,000.00');
  const confirm = page.getByRole('button', { name: 'تأكيد الاكتتاب' });
  await expect(confirm).toBeDisabled();
  await page.getByRole('checkbox', { name: /وأؤكد هذا الاكتتاب/ }).click();
  await confirm.click();

  await expect(page).toHaveURL(new RegExp(`/investment/${NARJIS}/receipt/[0-9a-f-]+$`));
  const receipt = async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'إيصال الاكتتاب' })).toBeVisible();
    await expect(page.getByText('فلل النرجس السكنية')).toBeVisible();
    await expect(page.getByTestId('receipt-amount')).toContainText('2,000.00');
    await expect(page.getByTestId('receipt-balance-after')).toContainText('48,000.00');
    await expect(page.getByText(/^TXN-\d{4}-\d{6}$/)).toBeVisible();
    await expect(page.getByText(/\d{4} هـ/)).toBeVisible();
  };
  await receipt();
  // Nothing kept in memory: a reload reads the subscription and its debit again.
  await page.reload();
  await receipt();
  // Print hides the navigation (the receipt's print stylesheet).
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'طباعة أو حفظ بصيغة PDF' })).toBeHidden();
  await expect(page.getByTestId('receipt-amount')).toBeVisible();
});

test('a subscription never happens without the review step', async ({ page }) => {
  await signIn(page, 'investor');
  const debits: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/subscribe')) {
      debits.push(request.url());
    }
  });
  await openReview(page, '3000');
  // Ticked, then cancelled with Escape: back to the amount, kept, and nothing sent.
  await page.getByRole('checkbox', { name: /وأؤكد هذا الاكتتاب/ }).click();
  await page.keyboard.press('Escape');
  const amount = page.getByLabel(/المبلغ \(ريال\)/);
  await expect(amount).toBeFocused();
  await expect(amount).toHaveValue('3000');
  // Cancelled with Back this time.
  await page.getByRole('button', { name: 'اكتتب' }).click();
  await page.getByRole('button', { name: 'رجوع' }).click();
  await expect(amount).toHaveValue('3000');

  // Emptied, so the reload is not held by the unsaved-input prompt (ADR 0430).
  await amount.fill('');
  await page.reload();
  await expect(page.getByTestId('wallet-balance')).toContainText('50,000.00');
  expect(debits).toEqual([]);
  await page.goto(`${PORTAL}/wallet`);
  await expect(page.getByText('50,000.00').first()).toBeVisible();
});

// Issue 28 B (docs/adr/0490): a subscription is a debit, taken once however often it is sent.
const CONFIRM = 'تأكيد الاكتتاب';
const SUBSCRIBE_CALL = '**/api/app/investor/opportunities/*/subscribe';

async function tickConsent(page: Page) {
  await page.getByRole('checkbox', { name: /وأؤكد هذا الاكتتاب/ }).click();
}

/** The receipt of the one 1,000 subscription, then the opportunity: 49,000 left, 1,000 subscribed. */
async function expectDebitedOnce(page: Page) {
  await expect(page).toHaveURL(new RegExp(`/investment/${NARJIS}/receipt/[0-9a-f-]+$`));
  await expect(page.getByTestId('receipt-amount')).toContainText('1,000.00');
  await expect(page.getByTestId('receipt-balance-after')).toContainText('49,000.00');
  await page.goto(`${PORTAL}/investment/${NARJIS}`);
  await expect(page.getByTestId('wallet-balance')).toContainText('49,000.00');
  await expect(page.getByText(/اكتتبت حتى الآن بمبلغ \u200f?1,000\.00\s/)).toBeVisible();
}

for (const [retry, again] of [
  ['confirmed again', async (_page: Page) => {}],
  [
    'reviewed again with the same amount',
    async (page: Page) => {
      await page.getByRole('button', { name: 'رجوع' }).click();
      await page.getByRole('button', { name: 'اكتتب' }).click();
      await tickConsent(page);
    },
  ],
] as const) {
  test(`a subscription whose answer is lost on the wire, then ${retry}, debits once`, async ({
    page,
  }) => {
    await signIn(page, 'investor');
    await openReview(page, '1000');
    const keys: (string | undefined)[] = [];
    await page.route(SUBSCRIBE_CALL, async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (keys.length > 1) return route.continue();
      // The server takes the request and debits; its answer never reaches the browser.
      const answered = await route.fetch();
      expect(answered.status()).toBe(200);
      await route.abort('connectionreset');
    });
    await tickConsent(page);
    await page.getByRole('button', { name: CONFIRM }).click();
    await expect(page.getByRole('alert')).toContainText('التأكيد مرة أخرى آمن');

    await again(page);
    await page.getByRole('button', { name: CONFIRM }).click();
    await expectDebitedOnce(page);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
}

test('a double-clicked Confirm debits once', async ({ page }) => {
  await signIn(page, 'investor');
  await openReview(page, '1000');
  const keys: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/subscribe')) {
      keys.push(request.headers()['idempotency-key']);
    }
  });
  await tickConsent(page);
  await page.getByRole('button', { name: CONFIRM }).dblclick();
  await expectDebitedOnce(page);
  expect(keys).toHaveLength(1);
});
