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
