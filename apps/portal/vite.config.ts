import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { pruneRadixCss } from './vite-plugins/prune-radix-css';

const server = {
  host: '127.0.0.1',
  port: 4200,
  strictPort: true,
  // Tenants are resolved from sub-domains such as acme.localhost.
  allowedHosts: ['.localhost'],
};

export default defineConfig({
  plugins: [react(), pruneRadixCss()],
  // Workspace packages are built from their TypeScript sources ("source" export condition).
  resolve: { conditions: ['@sahm/source', ...defaultClientConditions] },
  server,
  preview: server,
  // The manifest lets scripts/bundle-budgets.mjs tell the first load from lazily loaded routes.
  // No data: URIs for assets: the CSP allows fonts and images from our own origin only.
  build: {
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    assetsInlineLimit: 0,
    // Modules run in import order even when bundled into one chunk: shell/configure-security must
    // run before any schema module (docs/adr/0040).
    rolldownOptions: { output: { strictExecutionOrder: true } },
  },
});
