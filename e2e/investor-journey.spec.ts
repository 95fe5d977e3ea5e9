import { expect, test } from './fixtures';
import { PORTAL, SANDBOX, signIn } from './support';

test.beforeEach(async ({ request }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
});

test('an investor reviews, confirms a subscription and sees the wallet change', async ({
  page,
}) => {
  await signIn(page, 'investor');
  await page.goto(`${PORTAL}/investment`);
  await page.getByRole('link', { name: 'فلل النرجس السكنية' }).first().click();
  await expect(page).toHaveURL(/\/investment\/5a3e0c1d-0000-4000-8000-000000000001$/);

  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toContainText('50,000.00');
  await page.getByLabel(/المبلغ \(ريال\)/).fill('1000');
  // Subscribe opens the review (ADR 0480); only its Confirm debits the wallet.
  await page.getByRole('button', { name: 'اكتتب' }).click();
  await page.getByRole('checkbox', { name: /وأؤكد هذا الاكتتاب/ }).click();
  await page.getByRole('button', { name: 'تأكيد الاكتتاب' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'إيصال الاكتتاب' })).toBeVisible();
  await expect(page.getByTestId('receipt-balance-after')).toContainText('49,000.00');

  await page.goto(`${PORTAL}/wallet`);
  await expect(page.getByText('49,000.00').first()).toBeVisible();
});
