import { expect, test } from './fixtures';
import { PASSWORD, PORTAL, SANDBOX, expectSignedOut, preferEnglish, signIn } from './support';

/**
 * Issue 16 §4, docs/adr/0431: an identity provider that cannot be reached is told in the page's
 * language, with a retry, whether it fails when Login starts (discovery) or when the redirect
 * back is completed (the code exchange). A sign-out that cannot reach it forgets the session here
 * all the same and says so, with a retry (docs/adr/0501).
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

test('Sign out with the provider out of reach forgets the session here, says so; Try again ends it there', async ({
  page,
}) => {
  await signIn(page, 'investor');
  // A page of its own: oidc-client-ts has not read the provider's discovery document yet.
  await page.reload();
  const userMenu = page.getByRole('banner').getByRole('button', { name: /investor/ });
  await expect(userMenu).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.route(DISCOVERY, (route) => route.abort('connectionrefused'));
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();

  const failure = page.getByRole('alertdialog', { name: 'تم تسجيل خروجك من هذا الجهاز فقط' });
  await expect(failure).toContainText('تعذّر الوصول إلى خدمة تسجيل الدخول');
  // Forgotten here: no tokens left, and Login behind the (modal) message.
  const oidcKeys = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('oidc.')),
  );
  expect(oidcKeys).toEqual([]);
  await expect(
    page.getByRole('banner', { includeHidden: true }).getByRole('button', {
      name: 'تسجيل الدخول',
      includeHidden: true,
    }),
  ).toBeVisible();

  await page.unroute(DISCOVERY);
  await failure.getByRole('button', { name: 'إعادة المحاولة' }).click();
  // The provider's session ended too: Home, signed out, and its sign-in page asks again.
  await expect(page).toHaveURL(`${PORTAL}/`);
  await expectSignedOut(page);
  await page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByLabel('كلمة المرور')).toBeVisible();
});
