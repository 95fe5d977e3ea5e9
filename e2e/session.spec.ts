import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectSignedOut, SANDBOX, signIn } from './support';

test.beforeEach(async ({ request }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
});

test('the idle warning counts down; Continue keeps the session, zero logs out', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, 'investor');

  // The access token lives 5 minutes: let the refresh 30 s before expiry happen on the way.
  await page.clock.fastForward('04:40');
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward('04:21');

  const warning = page.getByRole('alertdialog', { name: 'جلستك على وشك الانتهاء' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/[01]:\d\d/);
  const before = await warning.textContent();
  await page.clock.runFor(2000);
  await expect(warning).not.toHaveText(before ?? '');

  await warning.getByRole('button', { name: 'متابعة' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: /investor/ })).toBeVisible();

  // Idle again: 9 minutes to the warning, then the minute runs out.
  await page.clock.fastForward('04:40');
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward('04:21');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('01:01');
  await expectSignedOut(page);
});

test('with two tabs, activity in one keeps both alive', async ({ context }) => {
  test.setTimeout(120_000);
  await context.clock.install();
  const active = await context.newPage();
  await signIn(active, 'investor');
  const quiet = await context.newPage();
  await quiet.goto('/');
  const account = (page: Page) =>
    page.getByRole('banner').getByRole('button', { name: /investor/ });
  await expect(account(quiet)).toBeVisible();
  const warning = (page: Page) => page.getByRole('alertdialog', { name: 'جلستك على وشك الانتهاء' });

  // 40-second steps: the refresh 30 s before each 5-minute token's expiry falls inside a step
  // that still ends before the expiry (4:40 and 9:20), as in the idle test above.
  const step = async (moveInActiveTab: boolean, index: number) => {
    if (moveInActiveTab) await active.mouse.move(100 + (index % 2) * 50, 200);
    await context.clock.fastForward('00:40');
    await active.waitForLoadState('networkidle');
    await quiet.waitForLoadState('networkidle');
  };

  // 10 minutes with activity only in the first tab: past the 9-minute idle time of the second.
  for (let index = 0; index < 15; index += 1) {
    await step(true, index);
    await expect(warning(quiet)).toBeHidden();
    await expect(warning(active)).toBeHidden();
  }
  await expect(account(active)).toBeVisible();
  await expect(account(quiet)).toBeVisible();

  // Control: once the activity stops, the quiet tab's idle timer does run out.
  for (let index = 0; index < 14; index += 1) await step(false, index);
  await expect(warning(quiet)).toBeVisible();
});

test('a logout in one tab logs out every tab', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, 'investor');
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByRole('banner').getByRole('button', { name: /investor/ })).toBeVisible();

  await first
    .getByRole('banner')
    .getByRole('button', { name: /investor/ })
    .click();
  await first.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();

  await expectSignedOut(first);
  await expectSignedOut(second);
});

test('five tabs at token expiry refresh once and all stay signed in', async ({ context }) => {
  const tokenRequests: string[] = [];
  context.on('request', (request) => {
    if (request.url() === `${SANDBOX}/connect/token` && request.method() === 'POST') {
      tokenRequests.push(request.postData() ?? '');
    }
  });
  await context.clock.install();
  const pages = [await context.newPage()];
  await signIn(pages[0]!, 'investor');
  for (let index = 1; index < 5; index += 1) {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: /investor/ })).toBeVisible();
    pages.push(page);
  }
  const before = tokenRequests.filter((body) => body.includes('grant_type=refresh_token')).length;

  await context.clock.fastForward('04:45');
  await Promise.all(pages.map((page) => page.waitForLoadState('networkidle')));

  const refreshes = tokenRequests.filter((body) => body.includes('grant_type=refresh_token'));
  expect(refreshes.length - before).toBe(1);
  for (const page of pages) {
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: /investor/ })).toBeVisible();
  }
});

test('a tenant sub-domain signs in within that tenant', async ({ page }) => {
  await signIn(page, 'investor', 'http://acme.localhost:4200');
  await expect(page.getByRole('banner').getByRole('button', { name: /acme/ })).toBeVisible();
});
