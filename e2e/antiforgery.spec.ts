import { expect, test } from './fixtures';
import { addStrayAbpCookies, PORTAL, SANDBOX, signIn } from './support';

// Issue 28 A1 (docs/adr/0492): the sandbox checks antiforgery as ABP does, so a write that carried
// ABP's cookies without their token would be refused with an empty 400. The portal's cross-origin
// API calls carry no cookie: a profile saves with ABP's sign-in and XSRF cookies in the browser.

test.beforeEach(async ({ request }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
});

test('the investor saves their personal information through ABP’s antiforgery check', async ({
  page,
  context,
}) => {
  await addStrayAbpCookies(context);
  await signIn(page, 'investor');
  await page.goto(`${PORTAL}/investor-prof`);
  await page.getByRole('button', { name: 'تعديل البيانات الشخصية' }).click();
  const dialog = page.getByRole('dialog', { name: 'تعديل البيانات الشخصية' });
  await expect(dialog).toBeVisible();
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().endsWith('/api/app/investor/investor-general-info'),
  );
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('حُفظت بياناتك الشخصية.')).toBeVisible();
});
