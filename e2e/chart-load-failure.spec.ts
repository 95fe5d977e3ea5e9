import { expect, test } from './fixtures';
import { PORTAL, SANDBOX, signIn } from './support';

// Issue 28 C9: a lazily loaded chart whose chunk fails to load (the network dropped, a new
// deployment removed it) takes down its card, not the wallet; Try again imports it again.

test.beforeEach(async ({ request }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
});

test('a wallet chart whose chunk fails says so in its card; Try again loads it', async ({
  page,
}) => {
  let blocking = true;
  const blocked: string[] = [];
  await page.route('**/assets/BalanceChart-*.js', async (route) => {
    if (!blocking) return route.continue();
    blocked.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await signIn(page, 'investor');
  await page.goto(`${PORTAL}/wallet`);

  const failure = page.getByRole('alert').filter({ hasText: 'تعذّر تحميل هذا الرسم البياني.' });
  await expect(failure).toBeVisible();
  expect(blocked.length, 'the chart chunk was requested and aborted').toBeGreaterThan(0);
  // The rest of the wallet renders: its title, the other chart and the movements.
  await expect(page.getByRole('heading', { level: 1, name: 'المحفظة' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'الاستثمار حسب الفرصة' })).toBeVisible();
  await expect(page.getByText(/^عدد الحركات: \d+$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'الرصيد عبر الزمن' })).toBeVisible();

  blocking = false;
  await failure.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(page.getByRole('figure', { name: 'الرصيد عبر الزمن' })).toBeVisible();
  await expect(failure).toHaveCount(0);
});
