import { expect, type BrowserContext, type Page } from '@playwright/test';

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
export async function addStrayAbpCookies(context: BrowserContext) {
  await context.addCookies(
    ['XSRF-TOKEN', '.AspNetCore.Identity.Application'].map((name) => ({
      name,
      value: 'stray',
      domain: 'localhost',
      path: '/',
    })),
  );
}
