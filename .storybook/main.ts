import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: [
    // Foundations first: colour, type, spacing… (MDX docs pages, no stories).
    '../packages/ui/src/foundations/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/portal/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Holds MSW's service worker, so stories can mock the network.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: { conditions: ['@sahm/source', ...defaultClientConditions] },
      // Pre-bundled up front: discovered mid-run, they make Vite reload and fail the running tests.
      optimizeDeps: {
        include: [
          '@hookform/resolvers/zod',
          '@internationalized/date',
          '@sinonjs/fake-timers',
          '@tanstack/react-query',
          'd3-array',
          'i18next',
          'ky',
          'msw',
          'oidc-client-ts',
          'react-hook-form',
          'react-router',
          'zod',
        ],
      },
    }),
};

export default config;
