import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, ProxyOptions } from 'vite';

/**
 * `npm start -- --bff` (scripts/dev.mjs): the dev server plays nginx's part in BFF mode. It sends
 * /bff/ and /api/ to the BFF with the portal's host, and answers /env.json with the BFF mode's
 * (apps/portal/env.bff.json), as production's nginx does (docs/deploy.md).
 */
export function bffModeDev(bffUrl: string): Plugin {
  const toBff: ProxyOptions = { target: bffUrl, changeOrigin: false, xfwd: true };
  return {
    name: 'sahm-bff-mode-dev',
    apply: 'serve',
    config: () => ({ server: { proxy: { '/bff/': toBff, '/api/': toBff } } }),
    configureServer(server) {
      server.middlewares.use('/env.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(readFileSync(resolve(server.config.root, 'env.bff.json')));
      });
    },
  };
}
