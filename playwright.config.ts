import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const PORTAL = 'http://localhost:4200';
const SANDBOX = 'http://localhost:44320';

export default defineConfig({
  testDir: 'e2e',
  // BFF mode has its own servers and run: playwright.bff.config.ts.
  testIgnore: 'bff/**',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: PORTAL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'pnpm --filter @sahm/sandbox run start',
      // The suite resets the sandbox and queues faults: its test hooks, on for test runs only
      // (ADR 0450). Waiting on a hook means a sandbox started without them is never reused.
      env: { SANDBOX_TEST_HOOKS: '1' },
      url: `${SANDBOX}/__sandbox/ready`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The production build served by nginx with the production headers (CSP, Trusted Types):
      // `pnpm build` runs before the e2e suite.
      command: 'node scripts/serve-portal.mjs',
      url: `${PORTAL}/env.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
