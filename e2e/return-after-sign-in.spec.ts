import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, PORTAL, SANDBOX, preferEnglish, signInInEnglish } from './support';

/**
 * Issue 16 §3, docs/adr/0433: after a 401 or an idle logout, signing in again brings the person
 * back to the page they were on: its path, its query and its fragment.
 */

test.beforeEach(async ({ request, page }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
  await preferEnglish(page);
});

const signedInAs = (page: Page, userName: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(userName) });

test('a 401 confirms, signs in and comes back to the path, query and fragment', async ({
  page,
}) => {
  await signInInEnglish(page, 'investor');
  const shown = `${PORTAL}/investor-prof?section=contact#activation`;
  await page.goto(shown);
  const resend = page.getByRole('button', { name: 'Re-send activation email' });
  await expect(resend).toBeEnabled();
  const queued = await page.request.post(`${SANDBOX}/api/__mocks/investor/fail-next`, {
    data: { operation: 'resendActivationEmail', failure: 'unauthorized' },
  });
  expect(queued.status()).toBe(204);
  await resend.click();

  const confirmation = page.getByRole('alertdialog', { name: 'You are not authenticated!' });
  await expect(confirmation).toBeVisible();
  // The provider still has its session, so the sign-in comes straight back through the callback.
  const callback = page.waitForURL(/\/signin-callback\?/);
  await confirmation.getByRole('button', { name: 'Close' }).click();
  await callback;
  await expect(page).toHaveURL(shown);
  await expect(signedInAs(page, 'investor')).toBeVisible();
  await expect(resend).toBeVisible();
});

test('an idle logout, then Login, comes back to the path, query and fragment', async ({ page }) => {
  await page.clock.install();
  await signInInEnglish(page, 'investor');
  const shown = `${PORTAL}/wallet?from=idle#transactions`;
  await page.goto(shown);
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();

  // SPEC §9 with the shipped env.json: the warning at 8 quiet minutes, signed out at 9 (ADR 0420).
  // The 5-minute token is refreshed on the way.
  await page.clock.fastForward('04:40');
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward('03:21');
  await expect(
    page.getByRole('alertdialog', { name: 'Your session is about to expire' }),
  ).toBeVisible();
  await page.clock.fastForward('01:01');

  // The provider's session ended too: Home, signed out, and its sign-in page asks again.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(`${PORTAL}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await page.getByLabel('User name or email address').fill('investor');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(signedInAs(page, 'investor')).toBeVisible();
  await expect(page).toHaveURL(shown);
});
