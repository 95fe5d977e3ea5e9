import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { bffModeDev } from './vite-plugins/bff-mode-dev';
import { pruneRadixCss } from './vite-plugins/prune-radix-css';
import { sourceMapsOutsideDist } from './vite-plugins/source-maps-outside-dist';
import { splitRadixIcons } from './vite-plugins/split-radix-icons';
import { tooltipOwnPopper } from './vite-plugins/tooltip-own-popper';

const server = {
  host: '127.0.0.1',
  port: 4200,
  strictPort: true,
  // Tenants are resolved from sub-domains such as acme.localhost.
  allowedHosts: ['.localhost'],
};

/**
 * React Router 7's exports map names only its development build (remix-run/react-router#14102,
 * #12532): a production build is pointed at the production files it ships beside it, without
 * the development warnings and checks.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    splitRadixIcons(),
    tooltipOwnPopper(),
    pruneRadixCss(),
    sourceMapsOutsideDist(),
    // Set by `npm start -- --bff` (scripts/dev.mjs).
    ...(process.env.SAHM_BFF_URL ? [bffModeDev(process.env.SAHM_BFF_URL)] : []),
  ],
  // Workspace packages are built from their TypeScript sources ("source" export condition).
  resolve: {
    conditions: ['@sahm/source', ...defaultClientConditions],
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server,
  preview: server,
  // The manifest lets scripts/bundle-budgets.mjs tell the first load from lazily loaded routes.
  // No data: URIs for assets: the CSP allows fonts and images from our own origin only.
  build: {
    // Maps without a `sourceMappingURL` comment, moved to dist-sourcemaps/ by the plugin above:
    // an artefact for error reporting and the budgets, never published (docs/adr/0454).
    sourcemap: 'hidden',
    target: 'es2022',
    manifest: true,
    assetsInlineLimit: 0,
    // shell/configure-security must run before any module creates a zod schema (docs/adr/0040).
    // Its own chunk is the entry's first import, so it runs first without the cost of
    // strictExecutionOrder's module wrappers (about 5 KB gzip on the first route).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'security', test: /src[\\/]shell[\\/](configure-security|trusted-types)\.ts$/ },
          ],
        },
      },
    },
  },
}));
