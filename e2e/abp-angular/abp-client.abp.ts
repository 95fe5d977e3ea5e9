// ABP's own Angular client — ABP's published packages, unmodified — against the sandbox
// (docs/adr/0370-abp-angular-client-fixture.md). The client is the reference: when a step here
// fails, the sandbox answers differently from an ABP server, and the sandbox is what is wrong.
import { expect, test, type Page, type Request } from '@playwright/test';

const SANDBOX = 'http://localhost:44330';

// ABP's English texts, which the sandbox serves as ABP's modules ship them
// (packages/platform/src/mocks/localization/abp-modules): a raw key such as
// "Menu:IdentityManagement" on screen means the sandbox lacks a text ABP's server has.
const ADMINISTRATION = 'Administration'; // AbpUiNavigation::Menu:Administration
const IDENTITY_MANAGEMENT = 'Identity management'; // AbpIdentity::Menu:IdentityManagement
const MANAGE_HOST_FEATURES = 'Manage host features'; // AbpFeatureManagement::ManageHostFeatures

test.beforeEach(async ({ page, request }) => {
  expect((await request.post(`${SANDBOX}/__sandbox/reset`)).ok()).toBe(true);
  // LeptonX imports a font from Google Fonts: there is no network here, and it is not under test.
  await page.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
});

/** The sandbox's own login page, reached through ABP's redirect; back on the client afterwards. */
async function signInAsAdmin(page: Page) {
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/account/interaction/`));
  await page.getByLabel('User name or email address').fill('admin');
  await page.getByLabel('Password').fill('1q2w3E*');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const sideMenu = (page: Page) => page.locator('lpx-navbar');

function apiResponse(page: Page, method: string, path: string) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === method &&
      new URL(response.url()).pathname === path &&
      response.url().startsWith(SANDBOX),
  );
}

test('signs in with code + PKCE, builds its menu from application-configuration and lists users', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Anonymous: the configuration grants no policy, so ABP's route filter shows only Home.
  await expect(sideMenu(page).getByText('Home')).toBeVisible();
  await expect(sideMenu(page).getByText(ADMINISTRATION, { exact: true })).toHaveCount(0);

  // The template's home button: ABP's code flow to the sandbox's provider.
  await page.locator('app-home button').click();
  await signInAsAdmin(page);
  const configuration = await page.waitForResponse((response) =>
    response.url().startsWith(`${SANDBOX}/api/abp/application-configuration`),
  );
  const { currentUser, auth } = await configuration.json();
  expect(currentUser).toMatchObject({ isAuthenticated: true, userName: 'admin' });
  expect(auth.grantedPolicies['AbpIdentity.Users']).toBe(true);
  await expect(page).toHaveURL(/localhost:4300\/$/);

  // Signed in: Administration and its modules, each shown because its policy is granted.
  await sideMenu(page).getByText(ADMINISTRATION, { exact: true }).click();
  await expect(sideMenu(page).getByText('Tenant management', { exact: true })).toBeVisible();
  await expect(sideMenu(page).getByText('Settings', { exact: true })).toBeVisible();
  await sideMenu(page).getByText(IDENTITY_MANAGEMENT, { exact: true }).click();
  const users = apiResponse(page, 'GET', '/api/identity/users');
  await sideMenu(page).getByText('Users', { exact: true }).click();
  await expect(page).toHaveURL(/\/identity\/users$/);

  const { items, totalCount } = await (await users).json();
  // The page's own texts: AbpIdentity::NewUser, AbpUi::PagerSearch, the columns' display names.
  await expect(page.getByRole('button', { name: 'New user' })).toBeVisible();
  await expect(page.getByPlaceholder('Search', { exact: true })).toBeVisible();
  await expect(page.locator('datatable-header')).toContainText('User name');
  await expect(page.locator('datatable-header')).toContainText('Email address');
  expect(totalCount).toBeGreaterThan(0);
  const rows = page.locator('datatable-body-row');
  await expect(rows).toHaveCount(Math.min(totalCount, 10));
  const rowOf = (userName: string) =>
    rows.filter({ has: page.getByText(userName, { exact: true }) });
  await expect(rowOf('admin')).toHaveCount(1);
  for (const user of items.slice(0, 10)) {
    await expect(rowOf(user.userName)).toContainText(user.email);
  }

  // ABP 10 keeps the access token in memory: a reload signs in again with the refresh token alone.
  const authorizeRequests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${SANDBOX}/connect/authorize`)) authorizeRequests.push(request);
  });
  const refresh = apiResponse(page, 'POST', '/connect/token');
  await page.reload();
  expect((await refresh).status()).toBe(200);
  await expect(rowOf('admin')).toHaveCount(1);
  expect(authorizeRequests).toHaveLength(0);
});

test('opens the host features and saves one', async ({ page }) => {
  await page.goto('/setting-management');
  await signInAsAdmin(page);
  await expect(page).toHaveURL(/localhost:4300\/setting-management$/);

  // ABP's FeatureManagement tab asks for host features as providerName=T without a key.
  // ABP orders tabs of equal order by their localized names: Emailing comes first, as on ABP's server.
  await page.getByRole('tab', { name: 'Feature management', exact: true }).click();
  const features = apiResponse(page, 'GET', '/api/feature-management/features');
  await expect(
    page.getByText('You can manage the host side features by clicking the following button.'),
  ).toBeVisible();
  await page.getByRole('button', { name: MANAGE_HOST_FEATURES }).click();
  const loaded = await features;
  expect(new URL(loaded.url()).searchParams.get('providerName')).toBe('T');
  expect(new URL(loaded.url()).searchParams.has('providerKey')).toBe(false);

  const dialog = page.getByRole('dialog');
  const maxUsers = dialog.locator('input[type="number"]').first();
  await expect(maxUsers).toBeVisible();
  await maxUsers.fill('7');
  const saved = apiResponse(page, 'PUT', '/api/feature-management/features');
  // ABP's abp-button hides its host from assistive technology, so no role query finds it.
  await dialog.locator('button', { hasText: 'Save' }).click();
  expect((await saved).status()).toBe(204);
  await expect(dialog).toBeHidden();

  const reloaded = apiResponse(page, 'GET', '/api/feature-management/features');
  await page.getByRole('button', { name: MANAGE_HOST_FEATURES }).click();
  await reloaded;
  await expect(page.getByRole('dialog').locator('input[type="number"]').first()).toHaveValue('7');
});

test('saves the emailing settings', async ({ page }) => {
  await page.goto('/setting-management');
  await signInAsAdmin(page);
  const emailing = apiResponse(page, 'GET', '/api/setting-management/emailing');
  await page.getByRole('tab', { name: 'Emailing', exact: true }).click();
  const settings = await (await emailing).json();

  const form = page.locator('abp-email-setting-group form');
  await expect(form.locator('input[formcontrolname="defaultFromAddress"]')).toHaveValue(
    settings.defaultFromAddress,
  );
  // AbpSettingManagement's field labels (required ones end in "*") and test-email button, not keys.
  const labels = (await form.locator('label').allInnerTexts()).map((text) =>
    text.replace('*', '').trim(),
  );
  expect(labels).toEqual(
    expect.arrayContaining(['Default from display name', 'Default from address', 'Host', 'Port']),
  );
  await expect(form.getByRole('button', { name: 'Send test email' })).toBeVisible();
  await form.locator('input[formcontrolname="smtpHost"]').fill('smtp.abp-angular.example');
  const saved = apiResponse(page, 'POST', '/api/setting-management/emailing');
  await form.locator('button[type="submit"]').click();
  const answer = await saved;
  expect(answer.status()).toBe(204);
  expect(answer.request().postDataJSON()).toMatchObject({
    smtpHost: 'smtp.abp-angular.example',
    defaultFromAddress: settings.defaultFromAddress,
  });
  await expect(page.locator('.abp-toast-success')).toBeVisible();

  // Read back through the client: the sandbox kept what ABP's form sent.
  await page.reload();
  const again = apiResponse(page, 'GET', '/api/setting-management/emailing');
  await page.getByRole('tab', { name: 'Emailing', exact: true }).click();
  expect((await (await again).json()).smtpHost).toBe('smtp.abp-angular.example');
  await expect(form.locator('input[formcontrolname="smtpHost"]')).toHaveValue(
    'smtp.abp-angular.example',
  );
});

test("shows ABP's Arabic texts after switching the language to Arabic", async ({ page }) => {
  await page.goto('/identity/users');
  await signInAsAdmin(page);
  await expect(page).toHaveURL(/localhost:4300\/identity\/users$/);
  await expect(page.getByRole('button', { name: 'New user' })).toBeVisible();

  // LeptonX's language menu sets the session language; ABP's client then asks for that culture's texts.
  const arabicTexts = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/abp/application-localization' &&
      new URL(response.url()).searchParams.get('cultureName') === 'ar',
  );
  await page.getByRole('button', { name: 'en', exact: true }).click();
  await page.getByText('العربية', { exact: true }).click();
  await arabicTexts;

  await expect(sideMenu(page).getByText('الإدارة', { exact: true })).toBeVisible(); // Menu:Administration
  await expect(page.getByRole('button', { name: 'مستخدم جديد' })).toBeVisible(); // AbpIdentity::NewUser
});
