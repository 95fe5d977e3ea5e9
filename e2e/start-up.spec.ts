import { expect, test } from './fixtures';
import { PORTAL, SANDBOX, signIn } from './support';

const CONFIGURATION = `${SANDBOX}/api/abp/application-configuration`;

test.beforeEach(async ({ request }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
});

test('a start makes exactly one application-configuration request, signed in or not', async ({
  page,
}) => {
  // The very first visit stores the language and reloads; count from a settled start.
  await page.goto(`${PORTAL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(CONFIGURATION) && request.method() === 'GET') {
      requests.push(request.url());
    }
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toHaveLength(1);

  await signIn(page, 'investor');
  requests.length = 0;
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: /investor/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toHaveLength(1);
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
