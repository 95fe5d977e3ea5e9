import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PORTAL, SANDBOX, signIn } from './support';

test.beforeEach(async ({ request }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
});

const OPPORTUNITY = /\/investment\/5a3e0c1d-0000-4000-8000-000000000001$/;

const breadcrumb = (page: Page) =>
  page.getByRole('navigation', { name: 'مسار التنقل' }).getByRole('listitem');

// ADR 0180: the declarative router keeps the data router's breadcrumbs, history and 404 page.
test('breadcrumbs follow the route handles; back and forward move through the history', async ({
  page,
}) => {
  await signIn(page, 'investor');
  await expect(breadcrumb(page)).toHaveText(['الرئيسية']);

  await page.getByRole('banner').getByRole('link', { name: 'فرص الاستثمار' }).click();
  await expect(page).toHaveURL(`${PORTAL}/investment`);
  await expect(breadcrumb(page)).toHaveText(['فرص الاستثمار']);

  await page.getByRole('link', { name: 'فلل النرجس السكنية' }).first().click();
  await expect(page).toHaveURL(OPPORTUNITY);
  await expect(breadcrumb(page)).toHaveText(['فرص الاستثمار', 'الفرصة']);

  await page.goBack();
  await expect(page).toHaveURL(`${PORTAL}/investment`);
  await expect(breadcrumb(page)).toHaveText(['فرص الاستثمار']);
  await page.goBack();
  await expect(page).toHaveURL(`${PORTAL}/`);
  await expect(breadcrumb(page)).toHaveText(['الرئيسية']);
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(OPPORTUNITY);
  await expect(breadcrumb(page)).toHaveText(['فرص الاستثمار', 'الفرصة']);
});

test('an unknown address shows the 404 page, whose home link goes home', async ({ page }) => {
  await page.goto(`${PORTAL}/no-such-page`);
  await expect(page.getByText('404')).toBeVisible();
  await page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).click();
  await expect(page).toHaveURL(`${PORTAL}/`);
  await expect(breadcrumb(page)).toHaveText(['الرئيسية']);
});

test('/account redirects to the login page, which in code mode opens the provider', async ({
  page,
}) => {
  await page.goto(`${PORTAL}/account`);
  await page.waitForURL(new RegExp(`^${SANDBOX}/account/interaction/`));
});

test('a page whose code cannot be fetched shows a reload instead of a blank page; back works', async ({
  page,
}) => {
  await signIn(page, 'investor');
  // The network drops: no more of the portal's code arrives, the error page's included.
  await page.route(`${PORTAL}/assets/**`, (route) => route.abort('internetdisconnected'));
  await page.getByRole('banner').getByRole('link', { name: 'فرص الاستثمار' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'تعذّر عرض هذه الصفحة' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'إعادة التحميل' })).toBeVisible();

  await page.unrouteAll();
  await page.goBack();
  await expect(page).toHaveURL(`${PORTAL}/`);
  await expect(breadcrumb(page)).toHaveText(['الرئيسية']);
});

// SPEC §2 "navigating to the same URL reloads it" (ADR 0421): the menu link of the page shown.
test('the menu link of the page shown runs its guard again and fetches its data again', async ({
  page,
}) => {
  await signIn(page, 'investor');
  const investmentLink = page.getByRole('banner').getByRole('link', { name: 'فرص الاستثمار' });
  await investmentLink.click();
  await expect(page).toHaveURL(`${PORTAL}/investment`);
  const opportunity = page.getByRole('link', { name: 'فلل النرجس السكنية' }).first();
  await expect(opportunity).toBeVisible();
  const historyLength = await page.evaluate(() => history.length);

  // Forget the guard's remembered answer, so its running again shows as a question to the server.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('IsCompleteReg')) localStorage.removeItem(key);
    }
  });
  const registrationChecked = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && request.url().includes('/check-user-is-complete-register'),
  );
  const opportunitiesFetched = page.waitForRequest(
    (request) =>
      request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/opportunities'),
  );
  await investmentLink.click();
  await registrationChecked;
  await opportunitiesFetched;

  await expect(page).toHaveURL(`${PORTAL}/investment`);
  await expect(opportunity).toBeVisible();
  await expect(breadcrumb(page)).toHaveText(['فرص الاستثمار']);
  // The reload replaces the history entry: Back still leads to the page before.
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  await page.goBack();
  await expect(page).toHaveURL(`${PORTAL}/`);
});
