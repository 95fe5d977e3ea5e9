import { expect, test } from './fixtures';
import { expectSignedOut, PASSWORD, PORTAL, SANDBOX, signIn } from './support';

const INVESTOR_ROUTES = [
  '/',
  '/investment',
  '/complete-reg',
  '/investor-prof',
  '/wallet',
  '/bank-account',
];
const GATED_ROUTES = ['/investment', '/investor-prof', '/wallet', '/bank-account'];

test.beforeEach(async ({ request }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
});

// SPEC §2: Home and investment need no sign-in; the others send the visitor to the provider.
const NEEDS_SIGN_IN = new Set(['/complete-reg', '/investor-prof', '/wallet', '/bank-account']);

for (const path of INVESTOR_ROUTES) {
  test(`an operations officer opening ${path} is logged out and denied`, async ({ page }) => {
    await page.goto(`${PORTAL}${path}`);
    if (NEEDS_SIGN_IN.has(path)) {
      await page.waitForURL(new RegExp(`^${SANDBOX}/account/interaction/`));
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' }).click();
    }
    await page.getByLabel('اسم المستخدم أو البريد الإلكتروني').fill('officer');
    await page.getByLabel('كلمة المرور').fill(PASSWORD);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();

    await expect(page).toHaveURL(`${PORTAL}/`);
    await expectSignedOut(page);
    const storedUser = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('oidc.user')),
    );
    expect(storedUser).toEqual([]);
  });
}

test('an investor with an incomplete registration is sent to /complete-reg from every gated route', async ({
  page,
}) => {
  await signIn(page, 'newinvestor');
  for (const path of GATED_ROUTES) {
    await page.goto(`${PORTAL}${path}`);
    await expect(page).toHaveURL(`${PORTAL}/complete-reg`);
  }
});
