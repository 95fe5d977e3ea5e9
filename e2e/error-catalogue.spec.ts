import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, PORTAL, SANDBOX } from './support';

/**
 * SPEC §8's error catalogue, end to end: the sandbox answers the profile's "re-send activation
 * email" action with a chosen failure once (`POST /api/__mocks/investor/fail-next`), and the
 * portal shows what the spec says (ADR 0120: actions without a form use the catalogue). English,
 * so the assertions read as the spec's own texts.
 */

type Failure = string | { kind: string; status?: number; abpFormat?: boolean };

test.beforeEach(async ({ request, page }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
  await page.addInitScript(() => {
    if (!localStorage.getItem('currentLang')) localStorage.setItem('currentLang', 'en');
  });
  await signInInEnglish(page);
});

async function signInInEnglish(page: Page) {
  await page.goto(`${PORTAL}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await page.getByLabel('User name or email address').fill('investor');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /investor/ })).toBeVisible();
}

async function resendActivationFailingWith(page: Page, failure: Failure) {
  await page.goto(`${PORTAL}/investor-prof`);
  const resend = page.getByRole('button', { name: 'Re-send activation email' });
  await expect(resend).toBeEnabled();
  const queued = await page.request.post(`${SANDBOX}/api/__mocks/investor/fail-next`, {
    data: { operation: 'resendActivationEmail', failure },
  });
  expect(queued.status()).toBe(204);
  await resend.click();
}

const errorPage = (page: Page) => page.getByRole('dialog').filter({ hasText: /\[\d+\]/ });

for (const [status, title, details] of [
  [401, 'You are not authenticated!', /sign in\) in order to perform this operation/],
  [403, 'You are not authorized!', 'You are not allowed to perform this operation.'],
  [404, 'Resource not found!', 'The resource requested could not found on the server.'],
  [500, 'Internal server error', 'Error detail not sent by server.'],
] as const) {
  test(`${status} shows the full-screen page with a Home link, gone after navigating`, async ({
    page,
  }) => {
    await resendActivationFailingWith(page, { kind: 'status', status });

    const screen = errorPage(page);
    await expect(screen).toContainText(`[${status}]`);
    await expect(screen.getByRole('heading', { name: title })).toBeVisible();
    await expect(screen).toContainText(details);
    await screen.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(errorPage(page)).toBeHidden();
    await expect(page).toHaveURL(`${PORTAL}/`);
  });
}

test('Escape closes the error page', async ({ page }) => {
  await resendActivationFailingWith(page, { kind: 'status', status: 500 });
  await expect(errorPage(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(errorPage(page)).toBeHidden();
});

test('any other status shows the default confirmation', async ({ page }) => {
  await resendActivationFailingWith(page, { kind: 'status', status: 409 });

  const confirmation = page.getByRole('alertdialog');
  await expect(confirmation.getByRole('heading', { name: 'An error has occurred!' })).toBeVisible();
  await expect(confirmation).toContainText('Error detail not sent by server.');
  await confirmation.getByRole('button', { name: 'Close' }).click();
  await expect(confirmation).toBeHidden();
});

test("ABP's error format shows a confirmation titled by the server's message", async ({ page }) => {
  await resendActivationFailingWith(page, { kind: 'status', status: 409, abpFormat: true });

  const confirmation = page.getByRole('alertdialog');
  await expect(
    confirmation.getByRole('heading', { name: 'The operation could not be completed.' }),
  ).toBeVisible();
  await expect(confirmation).toContainText('The server answered 409.');
});

test("a 401 in ABP's error format confirms, then goes to login", async ({ page }) => {
  await resendActivationFailingWith(page, 'unauthorized');

  const confirmation = page.getByRole('alertdialog');
  await expect(
    confirmation.getByRole('heading', { name: 'You are not authenticated!' }),
  ).toBeVisible();
  // The provider still has its own session, so login comes straight back: watch it start.
  const authorize = page.waitForRequest((request) =>
    request.url().startsWith(`${SANDBOX}/connect/authorize`),
  );
  await confirmation.getByRole('button', { name: 'Close' }).click();
  await authorize;
});

test("a request that gets no response shows the 'Unknown Error' page: explained, the raw message folded away, no Home link", async ({
  page,
}) => {
  // The error page's code comes with the idle prefetch, once the start's requests are quiet.
  const errorPageFetched = page.waitForResponse((response) =>
    /\/assets\/ErrorScreen\.lazy-[\w-]+\.js$/.test(response.url()),
  );
  await page.goto(`${PORTAL}/investor-prof`);
  await expect(page.getByRole('button', { name: 'Re-send activation email' })).toBeVisible();
  // Once the start has settled the network is lost for good: for the call (Chromium would retry a
  // dropped socket) and for the portal's own code, so the error page must already be here.
  await errorPageFetched;
  await page.waitForLoadState('networkidle');
  await page.route('**/re-send-activation-email*', (route) => route.abort('internetdisconnected'));
  await page.route(`${PORTAL}/assets/**`, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Re-send activation email' }).click();

  // ADR 0141: fetch's failure is Angular's status 0 'Unknown Error'; like ABP, no '[0]'.
  const screen = page.getByRole('dialog', { name: 'An error has occurred!' });
  // ADR 0432: what happened and what to do in the page's words; the browser's only as a detail.
  await expect(screen).toContainText(
    'The server could not be reached, so this did not complete. Check your connection, then try again.',
  );
  const technical = screen.locator('details');
  await expect(technical.getByText('Failed to fetch')).toBeHidden();
  await technical.getByText('Technical details').click();
  await expect(technical.getByText('Failed to fetch')).toBeVisible();
  await expect(screen).not.toContainText('[0]');
  await expect(screen.getByRole('link')).toHaveCount(0);
  await screen.getByRole('button', { name: 'Close' }).click();
  await expect(screen).toBeHidden();
  await expect(page).toHaveURL(`${PORTAL}/investor-prof`);
});

test('a request whose answer does not come in time shows the error toast and keeps the page', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(`${PORTAL}/investor-prof`);
  // The server never answers; the HTTP client gives up after ky's 10 seconds.
  await page.route('**/re-send-activation-email*', () => undefined);
  await page.getByRole('button', { name: 'Re-send activation email' }).click();
  await page.clock.fastForward('00:11');

  await expect(page.getByText('An error occurred')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(`${PORTAL}/investor-prof`);
});

test("ABP's tenant-resolve answer, its header hidden from this origin, is the 404 it looks like", async ({
  page,
}) => {
  // ABP's CORS exposes `_AbpErrorFormat` only (ADR 0320): without a tenant to look up, a host
  // user's 404 is shown as one. A tenant that is really gone: e2e/tenants.spec.ts.
  await resendActivationFailingWith(page, 'tenant-resolve-error');

  await expect(errorPage(page)).toContainText('[404]');
  // Still signed in: the page behind the error screen names the investor once it is closed.
  await page.keyboard.press('Escape');
  await expect(errorPage(page)).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: /investor/ })).toBeVisible();
});
