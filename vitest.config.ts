import { defineConfig } from 'vitest/config';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

export default defineConfig({
  // Workspace packages resolve to their TypeScript sources through the "source" export condition.
  resolve: { conditions: ['@sahm/source', ...defaultClientConditions] },
  test: {
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/portal/src/**/*.test.{ts,tsx}',
            'apps/portal/vite-plugins/**/*.test.ts',
          ],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        // Workspace packages are transformed from their sources here too, never read from dist/.
        ssr: { resolve: { conditions: ['@sahm/source', ...defaultServerConditions] } },
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'apps/sandbox/src/**/*.test.ts',
            'apps/bff/src/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          server: { deps: { inline: [/@sahm\//] } },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
