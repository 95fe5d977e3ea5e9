import { expect, type BrowserContext, type Page, type Response } from '@playwright/test';

export const PORTAL = 'http://localhost:4200';
export const SANDBOX = 'http://localhost:44320';
export const PASSWORD = '1q2w3E*';

/** Signs in through the provider's page from the portal's navbar (Arabic, the default). */
export async function signIn(page: Page, userName: string, portal = PORTAL): Promise<void> {
  await page.goto(`${portal}/`);
  await page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.getByLabel('اسم المستخدم أو البريد الإلكتروني').fill(userName);
  await page.getByLabel('كلمة المرور').fill(PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: new RegExp(userName) }),
  ).toBeVisible();
}

export async function expectSignedOut(page: Page): Promise<void> {
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' }),
  ).toBeVisible();
}

/** English from the first page on: the language switch's stored choice (SPEC §3 `currentLang`). */
export async function preferEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('currentLang')) localStorage.setItem('currentLang', 'en');
  });
}

/** Signs in through the provider's page in English; call `preferEnglish` first. */
export async function signInInEnglish(
  page: Page,
  userName: string,
  portal = PORTAL,
  password = PASSWORD,
): Promise<void> {
  await page.goto(`${portal}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await page.getByLabel('User name or email address').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: new RegExp(userName) }),
  ).toBeVisible();
}

/** SPEC §4 password mode: the served env.json with any response type other than `code`. */
export async function servePasswordMode(context: BrowserContext): Promise<void> {
  await context.route('**/env.json', async (route) => {
    // Fetched from the plain host: Node cannot resolve tenant sub-domains like acme.localhost.
    const response = await route.fetch({ url: `${PORTAL}/env.json` });
    const environment = (await response.json()) as { oAuthConfig: Record<string, unknown> };
    await route.fulfill({
      response,
      json: {
        ...environment,
        oAuthConfig: { ...environment.oAuthConfig, responseType: 'password' },
      },
    });
  });
}

/** What an ABP auth server on this host leaves in the browser (cookies ignore the port). */
async function addStrayAbpCookies(context: BrowserContext) {
  await context.addCookies(
    ['XSRF-TOKEN', '.AspNetCore.Identity.Application'].map((name) => ({
      name,
      value: 'stray',
      domain: 'localhost',
      path: '/',
    })),
  );
}

/**
 * Saves the investor's personal information unchanged from the profile's dialog, with stray ABP
 * cookies in the browser (ADR 0492): the answer to the save, once "saved" is shown.
 */
export async function savePersonalInformationWithStrayAbpCookies(
  page: Page,
  context: BrowserContext,
): Promise<Response> {
  await addStrayAbpCookies(context);
  await signIn(page, 'investor');
  await page.goto(`${PORTAL}/investor-prof`);
  await page.getByRole('button', { name: 'تعديل البيانات الشخصية' }).click();
  const dialog = page.getByRole('dialog', { name: 'تعديل البيانات الشخصية' });
  await expect(dialog).toBeVisible();
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/app/investor/investor-general-info',
  );
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  const response = await saved;
  await expect(page.getByText('حُفظت بياناتك الشخصية.')).toBeVisible();
  return response;
}
