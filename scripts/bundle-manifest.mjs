// Reads a Vite production build through its manifest: which chunks load together, and their gzip
// sizes. Shared by the budget check (bundle-budgets.mjs) and the stack floor's ratio (stack-floor.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const KB = 1024;
export const formatKb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** The build in `dist`: its manifest, the entry's static closure (the first route) and sizes. */
export function readBundle(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

  /** Every chunk a chunk loads statically, itself included. */
  function staticClosure(key, seen = new Set()) {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dependency of manifest[key].imports ?? []) staticClosure(dependency, seen);
    return seen;
  }

  const sum = (keys, pick) => [...keys].reduce((total, key) => total + pick(manifest[key]), 0);
  const jsOf = (chunk) => gzipSize(chunk.file);
  const cssOf = (chunk) => (chunk.css ?? []).reduce((total, file) => total + gzipSize(file), 0);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  return { manifest, staticClosure, sum, jsOf, cssOf, firstLoad: staticClosure(entryKey) };
}
