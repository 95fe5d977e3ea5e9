import { expect, test } from './fixtures';

const SANDBOX = 'http://localhost:44320';
const CULTURE_COOKIE = '.AspNetCore.Culture';

test.beforeEach(async ({ request }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
});

test('an investor signs in through the provider, switches to English and logs out', async ({
  page,
  context,
}) => {
  await page.goto('/');

  // First visit: Arabic is chosen and the page reloads right to left.
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' }).click();

  // The identity provider's own page, in Arabic too.
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/account/interaction/`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByLabel('اسم المستخدم أو البريد الإلكتروني').fill('investor');
  await page.getByLabel('كلمة المرور').fill('1q2w3E*');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();

  // Back on Home, signed in, with no code or token left in the address bar.
  await expect(page).toHaveURL('http://localhost:4200/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const userMenu = page.getByRole('button', { name: /investor/ });
  await expect(userMenu).toBeVisible();

  await page.getByRole('button', { name: 'اللغات' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: /investor/ })).toBeVisible();
  const culture = (await context.cookies('http://localhost:4200')).find(
    (cookie) => cookie.name === CULTURE_COOKIE,
  );
  expect(decodeURIComponent(culture?.value ?? '')).toBe('c=en|uic=en');

  await page.getByRole('button', { name: /investor/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  // Anonymous Home again, still in English.
  await expect(page).toHaveURL('http://localhost:4200/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
