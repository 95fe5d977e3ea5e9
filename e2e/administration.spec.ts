import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, PORTAL, preferEnglish, SANDBOX, signIn, signInInEnglish } from './support';

test.beforeEach(async ({ request }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
});

/** A second person at another browser, in English. */
async function englishPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await preferEnglish(page);
  return page;
}

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

async function administrationEntries(page: Page): Promise<string[]> {
  await navigation(page).getByRole('button', { name: 'Administration' }).click();
  // The menu's code loads on intent (ADR 0195): read its entries once it is open.
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const entries = await menu.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return entries;
}

test('admin creates a role and a user with it; that user sees only what the role grants', async ({
  page,
  browser,
}) => {
  await preferEnglish(page);
  await signInInEnglish(page, 'admin');

  // A role that may manage roles and nothing else.
  await page.goto(`${PORTAL}/identity/roles`);
  await page.getByRole('button', { name: 'New role' }).click();
  const roleForm = page.getByRole('dialog', { name: 'New role' });
  await roleForm.getByRole('textbox', { name: /Role name/ }).fill('auditor');
  await roleForm.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Role auditor was created.')).toBeVisible();

  await page.getByRole('button', { name: 'Actions for auditor' }).click();
  await page.getByRole('menuitem', { name: 'Permissions' }).click();
  const permissions = page.getByRole('dialog', { name: 'Permissions of auditor' });
  await permissions.getByRole('checkbox', { name: 'Role management', exact: true }).check();
  await permissions.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'The permissions of auditor were saved.')).toBeVisible();

  // A user holding that role.
  await page.goto(`${PORTAL}/identity/users`);
  await page.getByRole('button', { name: 'New user' }).click();
  const userForm = page.getByRole('dialog', { name: 'New user' });
  await userForm.getByRole('textbox', { name: /User name/ }).fill('layla');
  await userForm.getByRole('textbox', { name: /Email/ }).fill('layla@sahm.example');
  await userForm.getByLabel(/Password/).fill(PASSWORD);
  await userForm.getByRole('checkbox', { name: 'auditor' }).check();
  await userForm.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'User layla was created.')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'layla', exact: true })).toBeVisible();

  // Layla, elsewhere: the Administration menu holds Roles only, and the rest answers 403.
  const layla = await englishPage(browser);
  await signInInEnglish(layla, 'layla');
  expect(await administrationEntries(layla)).toEqual(['Roles']);
  await layla.goto(`${PORTAL}/identity/roles`);
  await expect(layla.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
  await expect(layla.getByRole('rowheader', { name: 'auditor', exact: true })).toBeVisible();
  // Managing roles does not include creating them.
  await expect(layla.getByRole('button', { name: 'New role' })).toHaveCount(0);
  await layla.goto(`${PORTAL}/identity/users`);
  await expect(layla.getByText('[403]')).toBeVisible();
  await layla.context().close();
});

/** A bearer header for a host user, from the sandbox's password grant. */
async function bearerFor(request: APIRequestContext, userName: string) {
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
  return { authorization: `Bearer ${accessToken}` };
}

test('an administrator without Users.Update.ManageRoles edits a user but not its roles', async ({
  page,
  request,
}) => {
  // ADR 0494: a role that may create and edit users, without ManageRoles, and omar holding it.
  const admin = await bearerFor(request, 'admin');
  const role = await request.post(`${SANDBOX}/api/identity/roles`, {
    headers: admin,
    data: { name: 'UserEditor', isDefault: false, isPublic: false },
  });
  expect(role.ok()).toBe(true);
  const granted = await request.put(`${SANDBOX}/api/permission-management/permissions`, {
    headers: admin,
    params: { providerName: 'R', providerKey: 'UserEditor' },
    data: {
      permissions: [
        'AbpIdentity.Users',
        'AbpIdentity.Users.Create',
        'AbpIdentity.Users.Update',
      ].map((name) => ({ name, isGranted: true })),
    },
  });
  expect(granted.ok()).toBe(true);
  const omarCreated = await request.post(`${SANDBOX}/api/identity/users`, {
    headers: admin,
    data: {
      userName: 'omar',
      email: 'omar@sahm.example',
      password: PASSWORD,
      isActive: true,
      lockoutEnabled: true,
      roleNames: ['UserEditor'],
    },
  });
  expect(omarCreated.ok()).toBe(true);
  const investor = (await (
    await request.get(`${SANDBOX}/api/identity/users/by-username/investor`, { headers: admin })
  ).json()) as { id: string; userName: string; email: string; concurrencyStamp: string };
  const rolesOfInvestor = async () => {
    const answer = await request.get(`${SANDBOX}/api/identity/users/${investor.id}/roles`, {
      headers: admin,
    });
    return ((await answer.json()) as { items: { name: string }[] }).items.map((item) => item.name);
  };

  // The API: omar's role names are ignored, the rest of the update is saved.
  const omar = await bearerFor(request, 'omar');
  const updated = await request.put(`${SANDBOX}/api/identity/users/${investor.id}`, {
    headers: omar,
    data: {
      userName: investor.userName,
      email: investor.email,
      surname: 'Al-Qahtani',
      isActive: true,
      lockoutEnabled: true,
      roleNames: ['admin'],
      concurrencyStamp: investor.concurrencyStamp,
    },
  });
  expect(updated.status()).toBe(200);
  expect(await rolesOfInvestor()).toEqual(['Investor']);

  // The portal: omar sees the investor's roles as text, with no role to tick, and saves the rest.
  await preferEnglish(page);
  await signInInEnglish(page, 'omar');
  await page.goto(`${PORTAL}/identity/users`);
  await page.getByRole('button', { name: 'Actions for investor' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit user investor' });
  const roles = editor.getByRole('list', { name: 'Roles' });
  await expect(roles.getByRole('listitem')).toHaveText(['Investor']);
  await expect(editor.getByText(/needs the “Manage roles” permission/)).toBeVisible();
  await expect(editor.getByRole('checkbox', { name: 'admin' })).toHaveCount(0);
  await expect(editor.getByRole('checkbox', { name: 'Investor' })).toHaveCount(0);
  await editor.getByRole('textbox', { name: /Surname/ }).fill('Al-Harbi');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'User investor was saved.')).toBeVisible();
  expect(await rolesOfInvestor()).toEqual(['Investor']);
  const saved = await request.get(`${SANDBOX}/api/identity/users/${investor.id}`, {
    headers: admin,
  });
  expect(((await saved.json()) as { surname: string }).surname).toBe('Al-Harbi');
});

test("admin creates tenant globex, whose admin signs in on globex's own host", async ({
  page,
  browser,
}) => {
  await preferEnglish(page);
  await signInInEnglish(page, 'admin');
  await page.goto(`${PORTAL}/tenant-management/tenants`);
  await page.getByRole('button', { name: 'New tenant' }).click();
  const form = page.getByRole('dialog', { name: 'New tenant' });
  await form.getByRole('textbox', { name: /Tenant name/ }).fill('globex');
  await form.getByRole('textbox', { name: /Admin email address/ }).fill('admin@globex.example');
  await form.getByLabel(/Admin password/).fill('Globex1q2w3E*');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Tenant globex was created.')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'globex', exact: true })).toBeVisible();

  const globexAdmin = await englishPage(browser);
  await signInInEnglish(globexAdmin, 'admin', 'http://globex.localhost:4200', 'Globex1q2w3E*');
  // The user menu names the tenant the token belongs to.
  await expect(
    globexAdmin.getByRole('banner').getByRole('button', { name: /admin/ }),
  ).toContainText('globex');
  // A tenant's admin manages its users, not tenants (a host-only permission); no Settings either,
  // as a new tenant may not change its emailing settings until the host allows it (ABP's default).
  expect(await administrationEntries(globexAdmin)).toEqual(['Users', 'Roles']);
  await globexAdmin.goto('http://globex.localhost:4200/identity/users');
  await expect(globexAdmin.getByRole('rowheader', { name: 'admin', exact: true })).toBeVisible();
  await expect(globexAdmin.getByRole('rowheader', { name: 'investor', exact: true })).toHaveCount(
    0,
  );
  await globexAdmin.context().close();
});

test('the emailing settings round-trip, with their validation and collapsing fields', async ({
  page,
}) => {
  await preferEnglish(page);
  await signInInEnglish(page, 'admin');
  await page.goto(`${PORTAL}/setting-management`);
  const form = page.getByRole('form', { name: 'Emailing' });
  const displayName = form.getByRole('textbox', { name: /Default from display name/ });
  const port = form.getByRole('textbox', { name: /SMTP port/ });
  await expect(port).toHaveValue('587');

  // Validation: nothing is sent while a required field is empty; the first error takes focus.
  await displayName.fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(displayName).toHaveAttribute('aria-invalid', 'true');
  await expect(displayName).toBeFocused();
  await expect(form.getByText('This field is required.')).toBeVisible();

  // Collapsing: default credentials fold the account fields away and keep their values.
  const userName = form.getByRole('textbox', { name: 'User name', exact: true });
  await userName.fill('mailer@sahm.example');
  const useDefault = form.getByRole('checkbox', { name: 'Use default credentials' });
  await useDefault.check();
  await expect(userName).toBeHidden();
  await useDefault.uncheck();
  await expect(userName).toHaveValue('mailer@sahm.example');

  await displayName.fill('Sahm Operations');
  await port.fill('465');
  const password = form.getByLabel('Password', { exact: true });
  await password.fill('smtp-secret');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Successfully saved')).toBeVisible();

  // Round trip: a fresh load reads what the server kept.
  await page.reload();
  await expect(form.getByRole('textbox', { name: /Default from display name/ })).toHaveValue(
    'Sahm Operations',
  );
  await expect(form.getByRole('textbox', { name: /SMTP port/ })).toHaveValue('465');
  await expect(form.getByRole('textbox', { name: 'User name', exact: true })).toHaveValue(
    'mailer@sahm.example',
  );
  // ABP 9+ never sends the password back; the field says that empty keeps it (issue 28 A4).
  await expect(password).toHaveValue('');
  await expect(password).toHaveAccessibleDescription(/Leave this empty to keep it/);
});

test('host features open and save as ABP takes them: providerName=T, no providerKey', async ({
  page,
}) => {
  await preferEnglish(page);
  await signInInEnglish(page, 'admin');
  await page.goto(`${PORTAL}/tenant-management/tenants`);
  const isHostFeatures = (method: string) => (url: string, requestMethod: string) => {
    const { pathname, searchParams } = new URL(url);
    return (
      requestMethod === method &&
      pathname === '/api/feature-management/features' &&
      searchParams.get('providerName') === 'T' &&
      !searchParams.has('providerKey')
    );
  };
  const read = page.waitForResponse((response) =>
    isHostFeatures('GET')(response.url(), response.request().method()),
  );
  await page.getByRole('button', { name: 'Manage host features' }).click();
  expect((await read).status()).toBe(200);
  const dialog = page.getByRole('dialog', { name: 'Host features' });
  // The tenant-only features (setting management's) are not the host's to set.
  await expect(dialog.getByRole('tab', { name: 'Setting management' })).toHaveCount(0);
  await dialog.getByRole('tab', { name: 'Identity' }).click();
  await dialog.getByRole('textbox', { name: /Maximum user count/ }).fill('25');
  const saved = page.waitForResponse((response) =>
    isHostFeatures('PUT')(response.url(), response.request().method()),
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(204);
  await expect(toast(page, 'The features were saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Read again: the host's own value, which no tenant inherits.
  await page.getByRole('button', { name: 'Manage host features' }).click();
  await page
    .getByRole('dialog', { name: 'Host features' })
    .getByRole('tab', { name: 'Identity' })
    .click();
  await expect(
    page
      .getByRole('dialog', { name: 'Host features' })
      .getByRole('textbox', { name: /Maximum user count/ }),
  ).toHaveValue('25');
});

test('the host admin sends a test email; a tenant gets emailing once the host allows it', async ({
  page,
  browser,
}) => {
  await preferEnglish(page);
  await signInInEnglish(page, 'admin');
  await page.goto(`${PORTAL}/setting-management`);
  const form = page.getByRole('form', { name: 'Emailing' });
  await expect(form.getByRole('textbox', { name: /SMTP port/ })).toHaveValue('587');
  // The host admin holds SettingManagement.Emailing.Test, so the button is there.
  await form.getByRole('button', { name: 'Send test email' }).click();
  const testEmail = page.getByRole('dialog', { name: 'Send test email' });
  await testEmail.getByRole('textbox', { name: /Target email address/ }).fill('ops@sahm.example');
  await testEmail.getByRole('textbox', { name: /Subject/ }).fill('SMTP check');
  const sent = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/setting-management/emailing/send-test-email',
  );
  await testEmail.getByRole('button', { name: 'Send' }).click();
  expect((await sent).status()).toBe(204);
  await expect(toast(page, 'A test email was sent to ops@sahm.example.')).toBeVisible();

  // acme starts without SettingManagement.AllowChangingEmailSettings: its admin has no Settings.
  const acmeAdmin = await englishPage(browser);
  await signInInEnglish(acmeAdmin, 'admin', 'http://acme.localhost:4200');
  expect(await administrationEntries(acmeAdmin)).toEqual(['Users', 'Roles']);

  // The host allows it on acme's features…
  await page.goto(`${PORTAL}/tenant-management/tenants`);
  await page.getByRole('button', { name: 'Actions for acme' }).click();
  await page.getByRole('menuitem', { name: 'Features' }).click();
  const features = page.getByRole('dialog', { name: 'Features of acme' });
  await features.getByRole('tab', { name: 'Setting management' }).click();
  await features.getByRole('checkbox', { name: 'Allow changing email settings' }).check();
  await features.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'The features were saved.')).toBeVisible();

  // …and acme's admin, on a fresh load, manages acme's emailing.
  await acmeAdmin.reload();
  expect(await administrationEntries(acmeAdmin)).toEqual(['Users', 'Roles', 'Settings']);
  await acmeAdmin.goto('http://acme.localhost:4200/setting-management');
  await expect(
    acmeAdmin.getByRole('form', { name: 'Emailing' }).getByRole('button', { name: 'Save' }),
  ).toBeVisible();
  await acmeAdmin.context().close();
});

test('an investor sees no Administration menu and gets the 403 page on an admin URL', async ({
  page,
}) => {
  await signIn(page, 'investor');
  const arabicNavigation = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
  await expect(arabicNavigation.getByRole('link', { name: 'الرئيسية', exact: true })).toBeVisible();
  await expect(arabicNavigation.getByRole('button', { name: 'الإدارة' })).toHaveCount(0);

  await page.goto(`${PORTAL}/identity/users`);
  await expect(page.getByText('[403]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ليست لديك صلاحية!' })).toBeVisible();
});
