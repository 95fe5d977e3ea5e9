import { expect, test } from './fixtures';
import { PORTAL, SANDBOX, signIn } from './support';

// ADR 0475: the registered investor is named by `investor-name`, and verifies the e-mail address
// from the profile with `send-email`. The seeded host `investor` (Sara) has an unconfirmed address.

test.beforeEach(async ({ request }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
});

test('the investor sees their own name and sends the verification email', async ({ page }) => {
  await signIn(page, 'investor');
  // The profile's guard answers the registration check, then both places show the name.
  await page.goto(`${PORTAL}/investor-prof`);
  const menu = page.getByRole('banner').getByRole('button', { name: /investor/ });
  await expect(menu).toContainText('سارة القحطاني');

  const contact = page.getByRole('region', { name: 'بيانات التواصل' });
  await expect(contact.getByText('غير موثّق')).toBeVisible();
  await contact.getByRole('button', { name: 'إرسال بريد التحقق' }).click();
  await expect(contact.getByRole('status')).toHaveText(
    'أرسلنا بريد التحقق إلى investor@sahm.example. اتبع التعليمات الواردة فيه لتوثيق بريدك.',
  );
  await expect(contact.getByRole('button', { name: /^إعادة الإرسال بعد \d+ ث$/ })).toBeDisabled();

  await page.goto(`${PORTAL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('أهلًا بعودتك، سارة القحطاني');
  await expect(menu).toContainText('سارة القحطاني');
});

test("Home remembers a complete registration, so the next start's greeting does not wait for the check", async ({
  page,
}) => {
  await signIn(page, 'investor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('أهلًا بعودتك، سارة القحطاني');
  // SPEC §3's IsCompleteReg, as a route guard would keep it: Home reached no guarded route.
  const remembered = await page.evaluate(() =>
    Object.entries(localStorage)
      .filter(([key]) => key.startsWith('IsCompleteReg:'))
      .map(([, value]) => value),
  );
  expect(remembered).toEqual(['true']);

  // Had the greeting asked again, an unanswered check would leave it with the account's name.
  await page.route('**/check-user-is-complete-register*', (route) => route.abort('failed'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('أهلًا بعودتك، سارة القحطاني');
});
