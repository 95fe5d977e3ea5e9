import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, PORTAL, SANDBOX, signIn } from './support';

/**
 * ADR 0452: the provider's sign-in page locks an account after five wrong passwords (ABP
 * Identity's default), says so in the page's language, and refuses even the right password
 * until the lockout ends (or the test hooks reset the sandbox).
 */

test.beforeEach(async ({ request }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
});

const INVALID = 'اسم المستخدم أو كلمة المرور غير صحيحة.';
const LOCKED = 'أُقفل الحساب بعد محاولات دخول خاطئة. انتظر قليلًا ثم حاول مرة أخرى.';

async function openProviderPage(page: Page) {
  await page.goto(`${PORTAL}/`);
  await page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.waitForURL(new RegExp(`^${SANDBOX}/account/interaction/`));
}

async function submit(page: Page, password: string) {
  await page.getByLabel('اسم المستخدم أو البريد الإلكتروني').fill('investor');
  await page.getByLabel('كلمة المرور').fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
}

test('five wrong passwords lock the account; the right one is refused until the lockout ends', async ({
  page,
  request,
}) => {
  await openProviderPage(page);
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await submit(page, 'Wrong#2026');
    await expect(page.getByRole('alert')).toHaveText(INVALID);
  }
  await submit(page, 'Wrong#2026');
  await expect(page.getByRole('alert')).toHaveText(LOCKED);

  await submit(page, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(LOCKED);
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/account/interaction/`));

  // The lockout lasts five minutes; the sandbox reset ends it at once.
  await request.post(`${SANDBOX}/__sandbox/reset`);
  await signIn(page, 'investor');
});
