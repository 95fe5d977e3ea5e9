import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PORTAL, SANDBOX, signIn } from './support';

const CONFIGURATION = `${SANDBOX}/api/abp/application-configuration`;
const LOCALIZATION = `${SANDBOX}/api/abp/application-localization`;

/** The query strings of the start-up's GET requests to the configuration and to the texts. */
function recordStartupRequests(page: Page) {
  const requests = {
    configuration: [] as URLSearchParams[],
    localization: [] as URLSearchParams[],
  };
  page.on('request', (request) => {
    if (request.method() !== 'GET') return;
    const url = new URL(request.url());
    if (request.url().startsWith(CONFIGURATION)) requests.configuration.push(url.searchParams);
    if (request.url().startsWith(LOCALIZATION)) requests.localization.push(url.searchParams);
  });
  const clear = () => {
    requests.configuration.length = 0;
    requests.localization.length = 0;
  };
  return { requests, clear };
}

/** As ABP's Angular client: the configuration without texts, then the texts of one culture. */
function expectOneStart(
  requests: ReturnType<typeof recordStartupRequests>['requests'],
  cultureName: string,
) {
  expect(requests.configuration).toHaveLength(1);
  expect(requests.configuration[0]?.get('includeLocalizationResources')).toBe('false');
  expect(requests.localization).toHaveLength(1);
  expect(requests.localization[0]?.get('cultureName')).toBe(cultureName);
  expect(requests.localization[0]?.get('onlyDynamics')).toBe('false');
}

test.beforeEach(async ({ request }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
});

test('a start makes exactly one application-configuration and one application-localization request, signed in or not', async ({
  page,
}) => {
  // The very first visit stores the language and reloads; count from a settled start.
  await page.goto(`${PORTAL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const { requests, clear } = recordStartupRequests(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expectOneStart(requests, 'ar');

  await signIn(page, 'investor');
  clear();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: /investor/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expectOneStart(requests, 'ar');
});

test("a language switch loads the other culture's texts", async ({ page }) => {
  await page.goto(`${PORTAL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const { requests } = recordStartupRequests(page);
  await page.getByRole('banner').getByRole('button', { name: 'اللغات' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.localization.map((query) => query.get('cultureName'))).toEqual(['en']);
  expect(requests.localization[0]?.get('onlyDynamics')).toBe('false');
});

test('when the network drops during start-up, a failure page in Arabic offers a retry that starts the portal', async ({
  page,
}) => {
  await page.goto(`${PORTAL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // From the configuration request on, nothing more arrives: not even the portal's own code.
  let offline = false;
  await page.route(`${CONFIGURATION}**`, (route) => {
    offline = true;
    return route.abort('internetdisconnected');
  });
  await page.route(`${PORTAL}/assets/**`, (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.reload();
  const failure = page.getByRole('heading', { level: 1, name: 'تعذّر تشغيل سهم' });
  await expect(failure).toBeVisible();
  await expect(page.getByText('تحقّق من اتصالك ثم أعد المحاولة.')).toBeVisible();

  await page.unrouteAll();
  await page.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(failure).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('when the texts fail to load, start-up fails the same way and a retry starts the portal', async ({
  page,
}) => {
  await page.goto(`${PORTAL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The configuration arrives; only the texts of its culture do not.
  await page.route(`${LOCALIZATION}**`, (route) => route.abort('failed'));
  await page.reload();
  const failure = page.getByRole('heading', { level: 1, name: 'تعذّر تشغيل سهم' });
  await expect(failure).toBeVisible();
  await expect(page.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();

  await page.unrouteAll();
  await page.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(failure).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
