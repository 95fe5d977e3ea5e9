import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, SANDBOX, servePasswordMode } from './support';

/**
 * ADR 0320: the portal runs on another origin than the sandbox, whose CORS exposes only
 * `_AbpErrorFormat`, as a stock ABP backend's does, so a tenant that no longer resolves shows up
 * as a bare 404 and the portal has to look the tenant up itself. Arabic, the default.
 */

const ACME_ID = '6f1c2a7e-4b3d-4e8a-9c51-ac3e00000001';

test.beforeEach(async ({ request }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
});

const tenantBox = (page: Page) => page.getByRole('main');
const notAvailable = (page: Page, name: string) =>
  page.getByText(`الجهة المطلوبة غير متاحة: ${name}`);

async function storedTenant(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('abpSession') ?? '{}').tenant ?? null);
}

test('the tenant box refuses the inactive tenant initech and keeps the modal open', async ({
  page,
  context,
}) => {
  await servePasswordMode(context);
  await page.goto('/account/login');
  await expect(tenantBox(page).getByText('غير محددة')).toBeVisible();

  await tenantBox(page).getByRole('button', { name: 'تغيير' }).click();
  const dialog = page.getByRole('dialog', { name: 'تغيير الجهة' });
  const name = dialog.getByLabel('الاسم');
  await name.fill('initech');
  await dialog.getByRole('button', { name: 'حفظ' }).click();

  await expect(notAvailable(page, 'initech')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(name).toHaveValue('initech');
  expect(await storedTenant(page)).toBeNull();
});

test('a stale stored tenant is cleared at start, and the visitor told', async ({
  page,
  context,
}) => {
  await servePasswordMode(context);
  // A tenant this portal remembers from before; the backend has never heard of it.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', 'true');
    localStorage.setItem(
      'abpSession',
      JSON.stringify({
        language: null,
        tenant: { id: '0b8f2c3d-0000-4000-8000-00000000dead', name: 'globex', isAvailable: true },
      }),
    );
  });
  await page.goto('/account/login');

  await expect(notAvailable(page, 'globex')).toBeVisible();
  await expect(tenantBox(page).getByText('غير محددة')).toBeVisible();
  expect(await storedTenant(page)).toBeNull();
});

test('a tenant deleted by the admin signs its user out and says so', async ({
  page,
  context,
  request,
}) => {
  await servePasswordMode(context);
  await page.goto('/account/login');
  await tenantBox(page).getByRole('button', { name: 'تغيير' }).click();
  const dialog = page.getByRole('dialog', { name: 'تغيير الجهة' });
  await dialog.getByLabel('الاسم').fill('acme');
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(dialog).toBeHidden();

  const form = page.getByRole('form', { name: 'تسجيل الدخول' });
  await form.getByLabel('اسم المستخدم أو البريد الإلكتروني').fill('investor');
  await form.getByLabel(/^كلمة المرور/).fill(PASSWORD);
  await form.getByRole('button', { name: 'تسجيل الدخول' }).click();
  const userMenu = page.getByRole('banner').getByRole('button', { name: /investor/ });
  await expect(userMenu).toContainText('acme');

  // The host's admin deletes acme, with its users, through the API.
  const token = await request.post(`${SANDBOX}/connect/token`, {
    form: {
      grant_type: 'password',
      client_id: 'Sahm_App',
      username: 'admin',
      password: PASSWORD,
      scope: 'openid Sahm',
    },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const deleted = await request.delete(`${SANDBOX}/api/multi-tenancy/tenants/${ACME_ID}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(deleted.status()).toBe(204);

  await page.reload();
  await expect(notAvailable(page, 'acme')).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' }),
  ).toBeVisible();
  expect(await storedTenant(page)).toBeNull();
});
