import type { Page } from '@playwright/test';
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

/** The officer signs in from Home's navbar; the sign-in lands on the back office (issue 28 C7). */
async function signInOfficerFromHome(page: Page) {
  await page.goto(`${PORTAL}/`);
  await page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.getByLabel('اسم المستخدم أو البريد الإلكتروني').fill('officer');
  await page.getByLabel('كلمة المرور').fill(PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
}

test('an operations officer signing in from Home lands on the back office, in the menu', async ({
  page,
}) => {
  await signInOfficerFromHome(page);
  await expect(page).toHaveURL(`${PORTAL}/investors`);
  await expect(page.getByRole('heading', { level: 1, name: 'المستثمرون' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'المستثمرون' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /officer/ })).toBeVisible();
});

test('an operations officer whose sign-in a guard asked for lands on the back office', async ({
  page,
}) => {
  await page.goto(`${PORTAL}/wallet`);
  await page.waitForURL(new RegExp(`^${SANDBOX}/account/interaction/`));
  await page.getByLabel('اسم المستخدم أو البريد الإلكتروني').fill('officer');
  await page.getByLabel('كلمة المرور').fill(PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(`${PORTAL}/investors`);
  await expect(page.getByRole('heading', { level: 1, name: 'المستثمرون' })).toBeVisible();
});

for (const path of INVESTOR_ROUTES) {
  test(`an operations officer opening ${path} is told why, logged out and denied`, async ({
    page,
  }) => {
    await signInOfficerFromHome(page);
    await expect(page).toHaveURL(`${PORTAL}/investors`);
    await page.goto(`${PORTAL}${path}`);

    const told = page.getByRole('alertdialog', { name: 'صفحات المستثمرين ليست لموظفي العمليات' });
    await expect(told).toBeVisible();
    await expect(told.getByRole('button', { name: 'تسجيل الخروج' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(told).toBeVisible();
    await told.getByRole('button', { name: 'تسجيل الخروج' }).click();

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
