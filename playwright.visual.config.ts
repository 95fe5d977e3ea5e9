// Visual regression of every story (docs/visual-regression.md): `pnpm test:visual`. Kept out of
// the end-to-end run (playwright.config.ts reads e2e/*.spec.ts; this reads e2e/visual/*.visual.ts).
import { createServer } from 'node:net';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

/** A port nobody listens on; chosen once and handed to the workers through the environment. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

process.env.SAHM_VISUAL_PORT ??= String(await freePort());

export default defineConfig({
  testDir: 'e2e/visual',
  testMatch: '*.visual.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  // Two cores on the reference machine: one browser per core.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One more try in a fresh worker, reported as flaky: Chromium now and then fails to update MSW's
  // service worker ("Failed to update a ServiceWorker"), which stalls that story (ADR 0440).
  retries: 1,
  reporter: [['list']],
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide' },
  },
  // The browser context (viewport, locale, reduced motion) is set in the spec, one per worker.
  use: {
    launchOptions: {
      executablePath: chromiumPath,
      // Same text rendering on every machine: no LCD anti-aliasing, no hinting differences.
      args: [...chromiumArgs, '--font-render-hinting=none', '--disable-lcd-text'],
    },
  },
  webServer: {
    command: `node e2e/visual/serve-static.mjs ${process.env.SAHM_STORYBOOK_STATIC ?? 'storybook-static'} ${process.env.SAHM_VISUAL_PORT}`,
    url: `http://127.0.0.1:${process.env.SAHM_VISUAL_PORT}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
