// Prints the first-route floor of the chosen stack: apps/portal/bench/stack-floor.tsx (React,
// React Router, TanStack Query, i18next, ky and Radix Themes, each doing the least a first route
// asks) built like the portal and gzipped, and the portal's first route (PORTAL_DIST, built by
// `pnpm bench` before) as a ratio to it: what our own code costs on top of the stack (ADR 0340).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { formatKb, readBundle } from './bundle-manifest.mjs';

const portal = resolve('apps/portal');
// Vite is the portal's dependency, so resolve it from there.
const requireFromPortal = createRequire(join(portal, 'package.json'));
const { build } = await import(requireFromPortal.resolve('vite'));

const outDir = mkdtempSync(join(tmpdir(), 'stack-floor-'));
try {
  await build({
    // The portal's own configuration and build plugins, with the floor's module as the only input.
    configFile: join(portal, 'vite.config.ts'),
    root: portal,
    logLevel: 'error',
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: { input: join(portal, 'bench/stack-floor.tsx') },
    },
  });
  const assets = join(outDir, 'assets');
  const bytes = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce(
      (total, file) => total + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length,
      0,
    );
  console.log(
    `  stack floor (JS): ${formatKb(bytes)} gzip — React, React Router, TanStack Query, i18next, ky and Radix Themes with no portal code`,
  );
  const portalBuild = readBundle(process.env.PORTAL_DIST ?? join(portal, 'dist'));
  const firstRoute = portalBuild.sum(portalBuild.firstLoad, portalBuild.jsOf);
  console.log(
    `  first route (JS): ${formatKb(firstRoute)} gzip = ${(firstRoute / bytes).toFixed(2)} × the stack floor`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
