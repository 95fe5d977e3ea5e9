import { expect, test } from './fixtures';
import { PORTAL, SANDBOX, signIn } from './support';

test.beforeEach(async ({ request }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
});

test('an investor sees no Administration menu and gets the 403 page on an admin URL', async ({
  page,
}) => {
  await signIn(page, 'investor');
  const navigation = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
  await expect(navigation.getByRole('link', { name: 'الرئيسية' })).toBeVisible();
  await expect(navigation.getByRole('button', { name: 'الإدارة' })).toHaveCount(0);

  await page.goto(`${PORTAL}/identity/users`);
  await expect(page.getByText('[403]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ليست لديك صلاحية!' })).toBeVisible();
});
