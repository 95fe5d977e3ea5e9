import { expect, test } from './fixtures';
import { SANDBOX, savePersonalInformationWithStrayAbpCookies } from './support';

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
  const saved = await savePersonalInformationWithStrayAbpCookies(page, context);
  expect(saved.status()).toBe(200);
  expect(new URL(saved.url()).origin).toBe(SANDBOX);
});
