import { expect, test } from './fixtures';
import { PASSWORD, PORTAL, SANDBOX, preferEnglish } from './support';

/**
 * Issue 16 §4, docs/adr/0431: an identity provider that cannot be reached is told in the page's
 * language, with a retry, whether it fails when Login starts (discovery) or when the redirect
 * back is completed (the code exchange).
 */

const DISCOVERY = '**/.well-known/openid-configuration';
const TOKEN = `${SANDBOX}/connect/token`;

test.beforeEach(async ({ request }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
});

test('Login with the provider out of reach says so in Arabic; Try again opens the sign-in page', async ({
  page,
}) => {
  await page.goto(`${PORTAL}/`);
  // As a person would: after the start, once what reports failures has been fetched when idle.
  await page.waitForLoadState('networkidle');
  // The provider is down, not the network: the connection is refused.
  await page.route(DISCOVERY, (route) => route.abort('connectionrefused'));
  await page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' }).click();

  const failure = page.getByRole('alertdialog', { name: 'تعذّر الوصول إلى خدمة تسجيل الدخول' });
  await expect(failure).toContainText('لم يتم تسجيل دخولك. تحقّق من اتصالك ثم أعد المحاولة.');
  await expect(page).toHaveURL(`${PORTAL}/`);

  await page.unroute(DISCOVERY);
  await failure.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(page.getByLabel('اسم المستخدم أو البريد الإلكتروني')).toBeVisible();
  expect(page.url().startsWith(SANDBOX)).toBe(true);
});

test('a code exchange nobody answers lands on Home, signed out, told why; Try again signs in', async ({
  page,
}) => {
  await preferEnglish(page);
  await page.goto(`${PORTAL}/`);
  await page.waitForLoadState('networkidle');
  await page.route(TOKEN, (route) => route.abort('connectionrefused'));
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await page.getByLabel('User name or email address').fill('investor');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const failure = page.getByRole('alertdialog', { name: 'The sign-in service cannot be reached' });
  await expect(failure).toContainText('You are not signed in.');
  // The one-time code is gone from the address bar, failed or not.
  await expect(page).toHaveURL(`${PORTAL}/`);
  // Signed out behind the (modal) message: the banner is hidden from assistive technology meanwhile.
  await expect(
    page.getByRole('banner', { includeHidden: true }).getByRole('button', {
      name: 'Login',
      includeHidden: true,
    }),
  ).toBeVisible();

  await page.unroute(TOKEN);
  // The provider kept its session: the sign-in comes straight back, this time completed.
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /investor/ })).toBeVisible();
  await expect(page).toHaveURL(`${PORTAL}/`);
});
