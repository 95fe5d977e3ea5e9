// ABP's own Angular client (e2e/abp-angular: ABP's published packages, unmodified) against a
// sandbox of its own: `pnpm test:abp-angular` builds the client, then runs e2e/abp-angular/*.abp.ts.
// Kept out of the portal's run (playwright.config.ts reads e2e/*.spec.ts) and off its ports.
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// The same origins as e2e/abp-angular/src/environments/environment.ts, where the build fixes them.
const CLIENT_PORT = 4300;
const SANDBOX_PORT = 44330;
const CLIENT = `http://localhost:${CLIENT_PORT}`;

export default defineConfig({
  testDir: 'e2e/abp-angular',
  testMatch: '*.abp.ts',
  // A run empties its output folder: test-results/ itself keeps the portal run's traces.
  outputDir: 'test-results/abp-angular',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: CLIENT,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'pnpm --filter @sahm/sandbox run start',
      // The specs reset the sandbox through its test hooks (ADR 0450), which this run turns on.
      env: {
        SANDBOX_PORT: String(SANDBOX_PORT),
        ABP_ANGULAR_ORIGINS: CLIENT,
        SANDBOX_TEST_HOOKS: '1',
      },
      url: `http://localhost:${SANDBOX_PORT}/__sandbox/ready`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The client's production build (`pnpm --filter @sahm/abp-angular-fixture run build`).
      command: `node e2e/abp-angular/serve.mjs ${CLIENT_PORT}`,
      url: `${CLIENT}/index.html`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
