import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectSignedOut, PASSWORD, PORTAL, SANDBOX, servePasswordMode } from './support';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const DAY_MS = 24 * 60 * 60 * 1000;

test.beforeEach(async ({ request }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
});

async function passwordModeContext(browser: Browser, storageState?: StorageState) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  await servePasswordMode(context);
  return context;
}

/** What survives closing the browser: persistent cookies and local storage, not session cookies. */
const afterBrowserRestart = (state: StorageState): StorageState => ({
  ...state,
  cookies: state.cookies.filter((cookie) => cookie.expires !== -1),
});

const loginForm = (page: Page) => page.getByRole('form', { name: 'تسجيل الدخول' });

async function signInWithForm(
  page: Page,
  userName: string,
  password = PASSWORD,
  { rememberMe = false } = {},
): Promise<void> {
  const form = loginForm(page);
  await form.getByLabel('اسم المستخدم أو البريد الإلكتروني').fill(userName);
  await form.getByLabel(/^كلمة المرور/).fill(password);
  if (rememberMe) await form.getByRole('checkbox', { name: 'تذكرني' }).check();
  await form.getByRole('button', { name: 'تسجيل الدخول' }).click();
}

const userMenu = (page: Page, userName: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(userName) });

test('password mode with remember me stays signed in across a browser restart', async ({
  browser,
}) => {
  const context = await passwordModeContext(browser);
  const page = await context.newPage();
  await page.goto('/account/login?returnUrl=%2Fwallet');
  await signInWithForm(page, 'investor', PASSWORD, { rememberMe: true });
  await expect(page).toHaveURL(`${PORTAL}/wallet`);
  await expect(userMenu(page, 'investor')).toBeVisible();

  const state = await context.storageState();
  const rememberMe = state.cookies.find((cookie) => cookie.name === 'rememberMe');
  // Persistent (SPEC §4: to the end of 9999, which Chromium caps at 400 days; the written date is
  // unit-tested in the platform).
  expect((rememberMe?.expires ?? 0) * 1000).toBeGreaterThan(Date.now() + 300 * DAY_MS);
  await context.close();

  const restarted = await passwordModeContext(browser, afterBrowserRestart(state));
  const again = await restarted.newPage();
  await again.goto('/');
  await expect(userMenu(again, 'investor')).toBeVisible();
  await restarted.close();
});

test('password mode without remember me is signed out after a browser restart', async ({
  browser,
}) => {
  const context = await passwordModeContext(browser);
  const page = await context.newPage();
  await page.goto('/account/login');
  await signInWithForm(page, 'investor');
  await expect(userMenu(page, 'investor')).toBeVisible();

  const state = await context.storageState();
  const origin = state.origins.find((entry) => entry.origin === PORTAL);
  expect(origin?.localStorage.some((item) => item.name === 'passwordFlow')).toBe(true);
  const rememberMe = state.cookies.find((cookie) => cookie.name === 'rememberMe');
  expect(rememberMe?.expires).toBe(-1);
  await context.close();

  // The session cookie is gone while the passwordFlow marker stays: the start logs out.
  const restarted = await passwordModeContext(browser, afterBrowserRestart(state));
  const again = await restarted.newPage();
  await again.goto('/');
  await expectSignedOut(again);
  expect(await again.evaluate(() => localStorage.getItem('passwordFlow'))).toBeNull();
  await restarted.close();
});

test('invalid credentials keep the form with the error', async ({ page, context }) => {
  await servePasswordMode(context);
  await page.goto('/account/login');
  await signInWithForm(page, 'investor', 'Wrong#2026');
  await expect(page.getByRole('alert')).toContainText('اسم المستخدم أو كلمة المرور غير صحيحة!');
  await expect(loginForm(page).getByLabel('اسم المستخدم أو البريد الإلكتروني')).toHaveValue(
    'investor',
  );
});

test('the tenant box: an unknown tenant keeps the modal open, acme switches', async ({
  page,
  context,
}) => {
  await servePasswordMode(context);
  await page.goto('/account/login');
  const main = page.getByRole('main');
  await expect(main.getByText('غير محددة')).toBeVisible();

  await main.getByRole('button', { name: 'تغيير' }).click();
  const dialog = page.getByRole('dialog', { name: 'تغيير الجهة' });
  const name = dialog.getByLabel('الاسم');
  await expect(dialog.getByRole('button', { name: 'حفظ' })).toBeDisabled();
  await name.fill('nowhere');
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText('الجهة المطلوبة غير متاحة: nowhere')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(name).toHaveValue('nowhere');

  await name.fill('acme');
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByText('acme', { exact: true })).toBeVisible();

  // Signing in now happens in acme: its investor, with the tenant in the user menu.
  await signInWithForm(page, 'investor');
  await expect(userMenu(page, 'investor')).toContainText('acme');
});

test('a tenant from the host name hides the tenant box', async ({ page, context }) => {
  await servePasswordMode(context);
  await page.goto('http://acme.localhost:4200/account/login');
  await expect(loginForm(page)).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'تغيير' })).toHaveCount(0);
});

test('register a new user, then sign in with it', async ({ page, context }) => {
  await servePasswordMode(context);
  await page.goto('/account/login');
  await page.getByRole('link', { name: 'أنشئ حسابًا' }).click();
  await expect(page).toHaveURL(`${PORTAL}/account/register`);

  const form = page.getByRole('form', { name: 'إنشاء حساب' });
  await form.getByLabel(/^اسم المستخدم/).fill('layla');
  await form.getByLabel(/^البريد الإلكتروني/).fill('layla@sahm.example');
  await form.getByLabel(/^كلمة المرور/).fill('weak');
  await expect(form.getByText('الحد الأدنى 6 أحرف. (المُدخل 4)')).toBeVisible();
  await form.getByLabel(/^كلمة المرور/).fill('Layla#2026');
  await form.getByRole('button', { name: 'تسجيل' }).click();
  await expect(userMenu(page, 'layla')).toBeVisible();

  // Password mode: "My account" is the portal's own page.
  await userMenu(page, 'layla').click();
  await page.getByRole('menuitem', { name: 'حسابي' }).click();
  await expect(page).toHaveURL(`${PORTAL}/account/manage`);
  const info = page.getByRole('region', { name: 'المعلومات الشخصية' });
  await expect(info.getByLabel(/^البريد الإلكتروني/)).toHaveValue('layla@sahm.example');

  await userMenu(page, 'layla').click();
  await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
  await expectSignedOut(page);

  await page.goto('/account/login');
  await signInWithForm(page, 'layla@sahm.example', 'Layla#2026');
  await expect(userMenu(page, 'layla')).toBeVisible();
});

test('forgot password, reset it from the e-mailed link, sign in with the new one', async ({
  page,
  context,
  request,
}) => {
  // Five pages and two sign-ins: took 30 s on a fresh clone while other browsers shared the cores.
  test.setTimeout(60_000);
  await servePasswordMode(context);
  await page.goto('/account/login');
  await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
  const forgot = page.getByRole('form', { name: 'نسيت كلمة المرور؟' });
  await forgot.getByLabel(/^البريد الإلكتروني/).fill('investor@sahm.example');
  await forgot.getByRole('button', { name: 'إرسال الرابط' }).click();
  await expect(page.getByRole('status')).toContainText(
    'إن كان هناك حساب للبريد investor@sahm.example فقد أرسلنا إليه رابطًا',
  );

  const sent = await request.get(
    `${SANDBOX}/api/__mocks/account/sent-emails?to=${encodeURIComponent('investor@sahm.example')}`,
  );
  const [mail] = (await sent.json()) as { link: string }[];
  expect(mail?.link).toContain('/account/reset-password?');
  await page.goto(new URL(mail?.link ?? '', PORTAL).href);

  const reset = page.getByRole('form', { name: 'اختر كلمة مرور جديدة' });
  await reset.getByLabel(/^كلمة المرور الجديدة/).fill('Fresh#2026');
  await reset.getByLabel(/^تأكيد كلمة المرور الجديدة/).fill('Fresh#2025');
  await expect(reset.getByText('كلمتا المرور غير متطابقتين.')).toBeVisible();
  await reset.getByLabel(/^تأكيد كلمة المرور الجديدة/).fill('Fresh#2026');
  await reset.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }).click();
  await expect(page.getByRole('heading', { name: 'تمت إعادة تعيين كلمة المرور' })).toBeVisible();

  // The link works once.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'هذا الرابط لا يعمل' })).toBeVisible();

  await page.goto('/account/login');
  await signInWithForm(page, 'investor', PASSWORD);
  await expect(page.getByRole('alert')).toContainText('اسم المستخدم أو كلمة المرور غير صحيحة!');
  await signInWithForm(page, 'investor', 'Fresh#2026');
  await expect(userMenu(page, 'investor')).toBeVisible();
});

/** A tenant this browser was last used for: the seeded acme (ADR 0495). */
const ACME = { id: '6f1c2a7e-4b3d-4e8a-9c51-ac3e00000001', name: 'acme', isAvailable: true };

const storedTenant = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('abpSession') ?? '{}').tenant ?? null);

test("a host user's reset link resets the host's password on a browser last used for acme", async ({
  page,
  context,
  request,
}) => {
  await servePasswordMode(context);
  await page.goto('/account/forgot-password');
  const forgot = page.getByRole('form', { name: 'نسيت كلمة المرور؟' });
  await forgot.getByLabel(/^البريد الإلكتروني/).fill('investor@sahm.example');
  await forgot.getByRole('button', { name: 'إرسال الرابط' }).click();
  await expect(page.getByRole('status')).toContainText('investor@sahm.example');
  const sent = await request.get(
    `${SANDBOX}/api/__mocks/account/sent-emails?to=${encodeURIComponent('investor@sahm.example')}`,
  );
  const [mail] = (await sent.json()) as { link: string }[];
  // ABP's AccountEmailer: `__tenant=` always, empty for the host.
  expect(mail?.link).toMatch(/[?&]__tenant=&/);

  // The browser is then used for acme, as the tenant box would store it.
  await page.evaluate(
    (tenant) => localStorage.setItem('abpSession', JSON.stringify({ language: null, tenant })),
    ACME,
  );
  await page.goto(new URL(mail?.link ?? '', PORTAL).href);
  const reset = page.getByRole('form', { name: 'اختر كلمة مرور جديدة' });
  await reset.getByLabel(/^كلمة المرور الجديدة/).fill('Fresh#2026');
  await reset.getByLabel(/^تأكيد كلمة المرور الجديدة/).fill('Fresh#2026');
  await reset.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }).click();
  await expect(page.getByRole('heading', { name: 'تمت إعادة تعيين كلمة المرور' })).toBeVisible();
  // The link's host is kept as the choice, so signing in talks to the host too.
  expect(await storedTenant(page)).toBeNull();

  await page.getByRole('link', { name: 'تسجيل الدخول' }).click();
  await signInWithForm(page, 'investor', 'Fresh#2026');
  await expect(userMenu(page, 'investor')).toBeVisible();
});

test('a reset link for no account says so, apart from an expired one', async ({
  page,
  context,
}) => {
  await servePasswordMode(context);
  await page.goto(
    '/account/reset-password?userId=3a1b6d07-0000-4000-8000-000000000404&__tenant=&resetToken=x',
  );
  await expect(page.getByRole('heading', { name: 'هذا الرابط لا يخص أي حساب هنا' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('لا يطابق هذا الرابط أي حساب هنا');
  await page.getByRole('link', { name: 'أرسل لي رابطًا جديدًا' }).click();
  await expect(page.getByRole('form', { name: 'نسيت كلمة المرور؟' })).toBeVisible();
});
