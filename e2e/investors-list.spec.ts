import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, PORTAL, SANDBOX, preferEnglish, signInInEnglish } from './support';

/**
 * Issue 19 §1, docs/adr/0470: the operations officer lists, filters, sorts and pages the host's
 * investors at /investors; an investor neither sees the entry nor reaches the page.
 */

const INVESTORS_DATA = `${SANDBOX}/api/app/investor/investors-data`;

test.beforeEach(async ({ request, page }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
  await preferEnglish(page);
});

/**
 * Nine more host investors, so the list has two pages: each registers (the Investor role is the
 * default one) and calls the investor API once, which makes its investor record.
 */
async function addInvestors(request: APIRequestContext, count: number): Promise<void> {
  for (let index = 1; index <= count; index += 1) {
    const userName = `client${String(index).padStart(2, '0')}`;
    const registered = await request.post(`${SANDBOX}/api/account/register`, {
      data: {
        userName,
        emailAddress: `${userName}@sahm.example`,
        password: PASSWORD,
        appName: 'Angular',
      },
    });
    expect(registered.ok()).toBe(true);
    const token = await request.post(`${SANDBOX}/connect/token`, {
      form: {
        client_id: 'Sahm_App',
        grant_type: 'password',
        username: userName,
        password: PASSWORD,
        scope: 'openid profile email roles offline_access Sahm',
      },
    });
    expect(token.status()).toBe(200);
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const touched = await request.post(
      `${SANDBOX}/api/app/investor/check-user-is-complete-register`,
      { headers: { authorization: `Bearer ${accessToken}` } },
    );
    expect(touched.ok()).toBe(true);
  }
}

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const investorsTable = (page: Page) => page.getByRole('table');
const rowHeaders = (page: Page) => investorsTable(page).getByRole('rowheader');

/** The next `investors-data` request of the page, as its query parameters. */
const nextListQuery = (page: Page) =>
  page
    .waitForRequest((request) => request.url().startsWith(INVESTORS_DATA))
    .then((request) => new URL(request.url()).searchParams);

test('the operations officer lists, filters, sorts and pages the investors', async ({
  page,
  request,
}) => {
  await addInvestors(request, 9);

  // My account signs the officer in and comes back there.
  await page.goto(`${PORTAL}/account/manage`);
  await page.getByLabel('User name or email address').fill('officer');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

  const firstAnswer = page.waitForResponse((response) => response.url().startsWith(INVESTORS_DATA));
  await navigation(page).getByRole('link', { name: 'Investors' }).click();
  await expect(page).toHaveURL(`${PORTAL}/investors`);
  await expect(page.getByRole('heading', { level: 1, name: 'Investors' })).toBeVisible();
  // Counted from the answer: another screen's calls may add records (e.g. the officer's own).
  const { totalCount } = (await (await firstAnswer).json()) as { totalCount: number };
  expect(totalCount).toBeGreaterThan(10);
  expect(totalCount).toBeLessThanOrEqual(20);
  await expect(rowHeaders(page)).toHaveCount(10);
  await expect(page.getByText(`Showing 1–10 of ${String(totalCount)}`)).toBeVisible();

  // Filter: SPEC §7's `filter`, sent once typing stops.
  const filtered = nextListQuery(page);
  await page.getByRole('searchbox', { name: 'Search investors' }).fill('investor');
  expect((await filtered).get('filter')).toBe('investor');
  await expect(rowHeaders(page)).toHaveCount(2);
  await expect(investorsTable(page).getByText('Sara Al Qahtani')).toBeVisible();

  // Sort: `sorting` as ABP reads it, ascending then descending.
  const ascending = nextListQuery(page);
  await investorsTable(page).getByRole('button', { name: 'User name' }).click();
  expect((await ascending).get('sorting')).toBe('userName asc');
  await expect(rowHeaders(page).first()).toHaveText('investor');
  const descending = nextListQuery(page);
  await investorsTable(page).getByRole('button', { name: 'User name' }).click();
  expect((await descending).get('sorting')).toBe('userName desc');
  await expect(rowHeaders(page).first()).toHaveText('newinvestor');

  // Page: `skipCount` and `maxResultCount`, over the whole list again.
  await page.getByRole('searchbox', { name: 'Search investors' }).fill('');
  await expect(rowHeaders(page)).toHaveCount(10);
  const secondPage = nextListQuery(page);
  await page.getByRole('button', { name: 'Next' }).click();
  const query = await secondPage;
  expect([query.get('skipCount'), query.get('maxResultCount')]).toEqual(['10', '10']);
  await expect(rowHeaders(page)).toHaveCount(totalCount - 10);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
});

test('an investor has no Investors entry and gets the 403 page at /investors', async ({ page }) => {
  await signInInEnglish(page, 'investor');
  await expect(
    navigation(page).getByRole('link', { name: 'Investment opportunities' }),
  ).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: 'Investors' })).toHaveCount(0);

  const listRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(INVESTORS_DATA)) listRequests.push(sent.url());
  });
  await page.goto(`${PORTAL}/investors`);
  await expect(page.getByText('[403]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Investors' })).toHaveCount(0);
  expect(listRequests).toEqual([]);
});
