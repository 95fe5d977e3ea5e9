import { defineConfig, devices } from '@playwright/test';
import { BFF_PORT, E2E_BFF_COOKIE_KEY, sandboxBffEnvironment } from './scripts/bff-env.mjs';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const SANDBOX = 'http://localhost:44320';

/**
 * The core flows in BFF mode (issue 18, docs/adr/0460): the production build on nginx, which
 * sends /bff/ and /api/ to the BFF; the BFF signs in at the sandbox as a confidential client.
 * Runs after the browser-mode suite, on the same ports.
 */
export default defineConfig({
  testDir: 'e2e/bff',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: 'http://localhost:4200',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium-bff', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'pnpm --filter @sahm/sandbox run start',
      // 45-second access tokens: the BFF renews within 30 s of expiry, so any test longer than
      // 15 s goes through a server-side refresh.
      env: { SANDBOX_TEST_HOOKS: '1', SANDBOX_ACCESS_TOKEN_SECONDS: '45' },
      url: `${SANDBOX}/__sandbox/ready`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'pnpm --filter @sahm/bff run start',
      env: sandboxBffEnvironment({ cookieKey: E2E_BFF_COOKIE_KEY }),
      // It answers only the portal's hosts: readiness is its port.
      port: BFF_PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'node scripts/serve-portal.mjs',
      env: {
        SAHM_BFF_UPSTREAM: `127.0.0.1:${BFF_PORT}`,
        SAHM_ENV_FILE: 'apps/portal/env.bff.json',
      },
      url: 'http://localhost:4200/env.json',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
