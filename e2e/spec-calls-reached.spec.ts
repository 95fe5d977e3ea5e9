import type { Page } from '@playwright/test';
import { SPEC_INVESTOR_OPERATIONS } from '@sahm/investor-sdk';
import { expect, test } from './fixtures';
import { PASSWORD, PORTAL, SANDBOX, preferEnglish, signInInEnglish } from './support';

// Issue 19: every GET of SPEC §7's investor API is sent by a page a demo identity opens from
// its menu (`send-email` from the profile: investor-name-and-email.spec.ts).

const INVESTOR_API = '/api/app/investor/';
/** SPEC §7's GETs, read from the SDK's table of its calls rather than copied from it. */
const SPEC_GETS = Object.values(SPEC_INVESTOR_OPERATIONS)
  .filter(({ method }) => method === 'GET')
  .map(({ path }) => path.slice(INVESTOR_API.length - 1));
/** What the registration wizard reads of what is on file. */
const WIZARD_GETS = ['investment-experience', 'investor', 'investor-general-info'];

test.beforeEach(async ({ request }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
});

/** Records the investor-API path of every GET the page sends. */
function recordGets(page: Page, seen: Set<string>) {
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && pathname.startsWith(INVESTOR_API)) {
      seen.add(pathname.slice(INVESTOR_API.length));
    }
  });
}

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Opens an entry of the navbar's menu, under its parent's dropdown when it has one. */
async function openFromMenu(page: Page, entry: string, parent?: string) {
  if (parent) {
    await navigation(page).getByRole('button', { name: parent }).click();
    await page.getByRole('menuitem', { name: entry }).click();
  } else {
    await navigation(page).getByRole('link', { name: entry }).click();
  }
}

test('every GET of SPEC §7 is sent by a page a demo identity opens from its menu', async ({
  browser,
  page: investor,
}) => {
  test.setTimeout(90_000);
  // SPEC §7 lists twelve GETs: a table that lost one would make this test ask for less.
  expect(SPEC_GETS).toHaveLength(12);
  const seen = new Set<string>();

  // The test's own page, watched for Content-Security-Policy violations too (fixtures.ts).
  recordGets(investor, seen);
  await preferEnglish(investor);
  await signInInEnglish(investor, 'investor');
  await openFromMenu(investor, 'Wallet', 'My investments');
  await expect(investor.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await expect(investor.locator('#wallet-balance-value')).toBeVisible();
  await openFromMenu(investor, 'Bank accounts', 'My investments');
  await expect(investor.getByRole('heading', { level: 1, name: 'Bank accounts' })).toBeVisible();
  await openFromMenu(investor, 'Investor profile', 'My investments');
  await expect(investor.getByRole('heading', { level: 1, name: 'Investor profile' })).toBeVisible();
  await openFromMenu(investor, 'Investment opportunities');
  await expect(
    investor.getByRole('heading', { level: 1, name: 'Investment opportunities' }),
  ).toBeVisible();
  await investor.waitForLoadState('networkidle');

  // A new investor's first investor page sends them to the wizard, which reads what is on file.
  const newcomer = await browser.newPage();
  recordGets(newcomer, seen);
  await preferEnglish(newcomer);
  await signInInEnglish(newcomer, 'newinvestor');
  await openFromMenu(newcomer, 'Wallet', 'My investments');
  await expect(newcomer).toHaveURL(`${PORTAL}/complete-reg`);
  // The wizard's reads start once its code has loaded and run: on a busy machine the network can
  // be quiet for longer than `networkidle`'s 500 ms before that, so wait for the reads themselves.
  await expect
    .poll(() => WIZARD_GETS.filter((path) => !seen.has(path)), { timeout: 15_000 })
    .toEqual([]);
  await newcomer.close();

  // The officer signs in through My account and opens the back office from the menu.
  const officer = await browser.newPage();
  recordGets(officer, seen);
  await preferEnglish(officer);
  await officer.goto(`${PORTAL}/account/manage`);
  await officer.getByLabel('User name or email address').fill('officer');
  await officer.getByLabel('Password').fill(PASSWORD);
  await officer.getByRole('button', { name: 'Sign in' }).click();
  await expect(officer.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await openFromMenu(officer, 'Investors');
  await expect(officer.getByRole('table')).toBeVisible();
  await officer.close();

  expect(
    SPEC_GETS.filter((path) => !seen.has(path)),
    'SPEC §7 GETs no page sent',
  ).toEqual([]);
});
