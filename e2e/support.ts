import { expect, type Page } from '@playwright/test';

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
