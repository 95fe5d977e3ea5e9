import type { Page, Response } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  expectSignedOut,
  PORTAL,
  preferEnglish,
  SANDBOX,
  savePersonalInformationWithStrayAbpCookies,
  signIn,
  signInInEnglish,
} from '../support';
import { scriptReadableStorage, sessionInCookieJar } from './bff-support';

// Issue 18: the core flows with the BFF holding the tokens (docs/adr/0460, 0461). The portal is
// the production build behind nginx, which sends /bff/ and /api/ to the BFF.

test.beforeEach(async ({ request }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
});

const account = (page: Page, userName = 'investor') =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(userName) });

async function logOutFromMenu(page: Page, userName = 'investor') {
  await account(page, userName).click();
  await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
}

/** The BFF's own view of the browser's session (its cookie goes with the page's requests). */
const bffUser = async (page: Page) =>
  (await (await page.request.get(`${PORTAL}/bff/user`)).json()) as { isAuthenticated: boolean };

test('signs in through the BFF, switches to English and logs out of the provider too', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await signIn(page, 'investor');
  await expect(page).toHaveURL(`${PORTAL}/`);
  expect((await bffUser(page)).isAuthenticated).toBe(true);

  await page.getByRole('button', { name: 'اللغات' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(account(page)).toBeVisible();

  await account(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${PORTAL}/`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  expect((await bffUser(page)).isAuthenticated).toBe(false);
  expect(await sessionInCookieJar(page.context())).toBeNull();

  // The browser's OIDC client never loads in BFF mode (ADR 0461).
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => url.includes('oidc-client'))).toEqual([]);

  // The provider's session ended as well: Login asks for the password again.
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/account/interaction/`));
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('no token is readable by page script: storage, IndexedDB, cookies or responses', async ({
  page,
  context,
}) => {
  const readableBodies: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    const kind = response.request().resourceType();
    // What script can read: the documents it runs in and what fetch and XHR answer.
    if (['document', 'fetch', 'xhr'].includes(kind) && response.status() < 300) {
      readableBodies.push(response.text().catch(() => ''));
    }
  });
  await signIn(page, 'investor');
  await page.goto(`${PORTAL}/wallet`);
  await expect(page.getByRole('heading', { level: 1, name: 'المحفظة' })).toBeVisible();
  await page.goto(`${PORTAL}/investor-prof`);
  await expect(page.getByRole('heading', { level: 1, name: 'الملف الاستثماري' })).toBeVisible();

  const session = await sessionInCookieJar(context);
  expect(session, 'the BFF keeps the session in its cookie').not.toBeNull();
  const tokens = [session!.accessToken, session!.refreshToken, session!.idToken].filter(
    (token): token is string => Boolean(token),
  );
  expect(tokens).toHaveLength(3);

  const jar = await context.cookies(PORTAL);
  const sessionCookies = jar.filter((cookie) => cookie.name.startsWith('__Host-sahm-session'));
  expect(sessionCookies.length).toBeGreaterThan(0);
  for (const cookie of sessionCookies) {
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
  }

  const storage = await scriptReadableStorage(page);
  expect(storage).not.toContain('__Host-sahm');
  const bodies = (await Promise.all(readableBodies)).join('\n');
  expect(bodies.length).toBeGreaterThan(0);
  for (const token of tokens) {
    expect(storage, 'web storage, IndexedDB and document.cookie').not.toContain(token);
    expect(bodies, 'documents and fetch/XHR answers').not.toContain(token);
  }
  for (const field of ['access_token', 'refresh_token', 'id_token']) {
    expect(storage).not.toContain(field);
    expect(bodies).not.toContain(field);
  }
});

test('a tenant sub-domain signs in within that tenant', async ({ page }) => {
  await signIn(page, 'investor', 'http://acme.localhost:4200');
  await expect(page.getByRole('banner').getByRole('button', { name: /acme/ })).toBeVisible();
  const session = await sessionInCookieJar(page.context(), 'http://acme.localhost:4200');
  expect(session?.user.tenantId).toBeTruthy();
});

test('an investor subscribes to an opportunity through the BFF and sees the wallet change', async ({
  page,
}) => {
  await signIn(page, 'investor');
  await page.goto(`${PORTAL}/investment`);
  await page.getByRole('link', { name: 'فلل النرجس السكنية' }).first().click();
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toContainText('50,000.00');
  await page.getByLabel(/المبلغ \(ريال\)/).fill('1000');
  // Subscribe opens the review (ADR 0480); only its Confirm debits the wallet.
  await page.getByRole('button', { name: 'اكتتب' }).click();
  await page.getByRole('checkbox', { name: /وأؤكد هذا الاكتتاب/ }).click();
  await page.getByRole('button', { name: 'تأكيد الاكتتاب' }).click();
  await expect(page.getByTestId('receipt-balance-after')).toContainText('49,000.00');
  await page.goto(`${PORTAL}/wallet`);
  await expect(page.getByText('49,000.00').first()).toBeVisible();
});

// Issue 28 A1 (docs/adr/0492): ABP's antiforgery check would refuse a write that carried its
// cookies without their pair; the BFF sends ABP no cookie, so stray ones in the browser are harmless.
test('an investor saves their personal information through ABP’s antiforgery check', async ({
  page,
  context,
}) => {
  const saved = await savePersonalInformationWithStrayAbpCookies(page, context);
  expect(new URL(saved.url()).origin).toBe(PORTAL);
  // The page sent the stray token it could read; the BFF kept it, and the cookies, from ABP.
  expect(saved.request().headers()['requestverificationtoken']).toBe('stray');
  expect(saved.status()).toBe(200);
});

test('a logout in one tab logs out every tab', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, 'investor');
  const second = await context.newPage();
  await second.goto(`${PORTAL}/wallet`);
  await expect(second.getByRole('heading', { level: 1, name: 'المحفظة' })).toBeVisible();

  await logOutFromMenu(first);
  await expectSignedOut(first);
  await expectSignedOut(second);
  // The other tab neither signed in again nor asked to.
  await expect(second).not.toHaveURL(new RegExp(`^${SANDBOX}`));
  expect((await bffUser(second)).isAuthenticated).toBe(false);
});

// Issue 28 C9: the BFF's cookie raises no event in other tabs; the tab that finds the session says
// so, and a signed-out tab asks the BFF itself.
test('a tab signed out on Home notices a sign-in in another tab', async ({ context }) => {
  const home = await context.newPage();
  await home.goto(`${PORTAL}/`);
  await expectSignedOut(home);

  const signingIn = await context.newPage();
  await signIn(signingIn, 'investor');

  // The first tab, untouched, is signed in too: its navbar names the investor.
  await expect(account(home)).toBeVisible();
  await expect(home.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' })).toHaveCount(
    0,
  );
  await expect(home).toHaveURL(`${PORTAL}/`);
});

test('five tabs past the access token expiry are served by one renewal and stay signed in', async ({
  context,
}) => {
  test.setTimeout(90_000);
  const first = await context.newPage();
  await signIn(first, 'investor');
  const before = await sessionInCookieJar(context);
  const tabs = [first];
  for (let index = 1; index < 5; index += 1) tabs.push(await context.newPage());

  // The sandbox's tokens live 45 s here and the BFF renews within 30 s of expiry: past 16 s, the
  // next API call renews. All five tabs load the wallet at once.
  await first.waitForTimeout(16_000);
  await Promise.all(tabs.map((tab) => tab.goto(`${PORTAL}/wallet`)));
  for (const tab of tabs) {
    await expect(tab.getByRole('heading', { level: 1, name: 'المحفظة' })).toBeVisible();
    await expect(account(tab)).toBeVisible();
  }
  const after = await sessionInCookieJar(context);
  expect(after?.sid).toBe(before?.sid);
  expect(after?.accessToken).not.toBe(before?.accessToken);
  // A second renewal would have replayed the rotated refresh token and ended the grant.
  await tabs[4]!.reload();
  await expect(tabs[4]!.getByRole('heading', { level: 1, name: 'المحفظة' })).toBeVisible();
  expect((await bffUser(first)).isAuthenticated).toBe(true);
});

test('idle: the warning at 8 quiet minutes, signed out of the BFF at 9', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'investor');
  const warning = page.getByRole('alertdialog', { name: 'جلستك على وشك الانتهاء' });
  await page.clock.fastForward('07:50');
  await expect(warning).toBeHidden();
  await page.clock.fastForward('00:20');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('01:00');
  await expectSignedOut(page);
  await expect.poll(async () => (await bffUser(page)).isAuthenticated).toBe(false);
});

test('a session cookie tampered with is a 401: confirmed, signed in again, back on the page', async ({
  page,
  context,
}) => {
  await preferEnglish(page);
  await signInInEnglish(page, 'investor');
  const shown = `${PORTAL}/investor-prof?section=contact#activation`;
  await page.goto(shown);
  const resend = page.getByRole('button', { name: 'Re-send activation email' });
  await expect(resend).toBeEnabled();

  const jar = await context.cookies(PORTAL);
  const sealed = jar.find((cookie) => cookie.name === '__Host-sahm-session');
  expect(sealed).toBeDefined();
  // One character of the sealed value changed: the BFF can no longer open it.
  const value = sealed!.value;
  const flipped = value.at(-2) === 'A' ? 'B' : 'A';
  await context.addCookies([
    { ...sealed!, value: `${value.slice(0, -2)}${flipped}${value.at(-1)}` },
  ]);
  await resend.click();

  // The BFF's own 401, in ABP's format and the page's language (SPEC §8: its message is shown).
  const confirmation = page.getByRole('alertdialog');
  await expect(confirmation).toContainText('Your session has ended. Please sign in again.');
  // Closing it signs in; the provider still has its session, so the BFF's sign-in comes back.
  await confirmation.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(shown);
  await expect(account(page)).toBeVisible();
  expect(await sessionInCookieJar(context)).not.toBeNull();
});
