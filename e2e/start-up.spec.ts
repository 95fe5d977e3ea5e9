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
