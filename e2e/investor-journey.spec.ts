import { expect, test } from './fixtures';
import { PORTAL, SANDBOX, signIn } from './support';

test.beforeEach(async ({ request }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
});

test('an investor subscribes to an opportunity and sees the wallet change', async ({ page }) => {
  await signIn(page, 'investor');
  await page.goto(`${PORTAL}/investment`);
  await page.getByRole('link', { name: 'فلل النرجس السكنية' }).first().click();
  await expect(page).toHaveURL(/\/investment\/5a3e0c1d-0000-4000-8000-000000000001$/);

  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toContainText('50,000.00');
  await page.getByLabel(/المبلغ \(ريال\)/).fill('1000');
  await page.getByRole('button', { name: 'اكتتب' }).click();
  await expect(balance).toContainText('49,000.00');

  await page.goto(`${PORTAL}/wallet`);
  await expect(page.getByText('49,000.00').first()).toBeVisible();
});
