import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, SANDBOX, preferEnglish, servePasswordMode } from './support';

/**
 * Issue 28 A3, ADRs 0497 and 0498: password mode tells the sandbox's four refusals apart (as ABP's
 * TokenController answers them), each with its own localized message, and keeps the user name.
 */

test.beforeEach(async ({ request, context }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
  await servePasswordMode(context);
});

const WRONG = 'Wrong#2026';

const AR = {
  form: 'تسجيل الدخول',
  userName: 'اسم المستخدم أو البريد الإلكتروني',
  password: /^كلمة المرور/,
  submit: 'تسجيل الدخول',
};
const EN = {
  form: 'Sign in',
  userName: 'User name or email address',
  password: /^Password/,
  submit: 'Sign in',
};

async function signInWithForm(page: Page, userName: string, password: string, words = AR) {
  const form = page.getByRole('form', { name: words.form });
  await form.getByLabel(words.userName).fill(userName);
  await form.getByLabel(words.password).fill(password);
  await form.getByRole('button', { name: words.submit }).click();
  return form;
}

async function expectRefused(page: Page, userName: string, message: string, words = AR) {
  await expect(page.getByRole('alert')).toContainText(message);
  const form = page.getByRole('form', { name: words.form });
  await expect(form.getByLabel(words.userName)).toHaveValue(userName);
  await expect(page).toHaveURL(/\/account\/login/);
}

test('a wrong password says so', async ({ page }) => {
  await page.goto('/account/login');
  await signInWithForm(page, 'investor', WRONG);
  await expectRefused(page, 'investor', 'اسم المستخدم أو كلمة المرور غير صحيحة!');
});

test('a locked-out account says it is locked, even with the right password', async ({ page }) => {
  await page.goto('/account/login');
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await signInWithForm(page, 'officer', WRONG);
    await expectRefused(page, 'officer', 'اسم المستخدم أو كلمة المرور غير صحيحة!');
  }
  await signInWithForm(page, 'officer', WRONG);
  const locked = 'أُقفل هذا الحساب بعد محاولات دخول خاطئة كثيرة.';
  await expectRefused(page, 'officer', locked);
  await signInWithForm(page, 'officer', PASSWORD);
  await expectRefused(page, 'officer', locked);
});

test('an account with its e-mail unconfirmed is not allowed to sign in', async ({ page }) => {
  await page.goto('/account/login');
  // contoso requires a confirmed e-mail address (README's demo identities).
  await page.getByRole('main').getByRole('button', { name: 'تغيير' }).click();
  const dialog = page.getByRole('dialog', { name: 'تغيير الجهة' });
  await dialog.getByLabel('الاسم').fill('contoso');
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(dialog).toBeHidden();

  await signInWithForm(page, 'unconfirmed', PASSWORD);
  await expectRefused(
    page,
    'unconfirmed',
    'لا يمكن لهذا الحساب تسجيل الدخول بعد: بريده الإلكتروني غير مؤكَّد أو أنه غير نشط.',
  );
});

test('an account with a second factor is told the portal does not offer it, in English', async ({
  page,
}) => {
  await preferEnglish(page);
  await page.goto('/account/login');
  await signInWithForm(page, 'twofactor', PASSWORD, EN);
  await expectRefused(
    page,
    'twofactor',
    'This account uses two-step verification, which signing in here does not offer yet. Contact support to sign in.',
    EN,
  );
});
