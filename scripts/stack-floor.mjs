// Prints the first-route floor of the chosen stack: apps/portal/bench/stack-floor.tsx (React,
// React Router, TanStack Query, i18next, ky and Radix Themes, each doing the least a first route
// asks) built like the portal and gzipped. Context for the 100 KB first-route budget (ADR 0043).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';

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
    `  stack floor (JS): ${(bytes / 1024).toFixed(1)} KB gzip — React, React Router, TanStack Query, i18next, ky and Radix Themes with no portal code`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
