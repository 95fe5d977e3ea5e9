// Measures the portal's production bundle from Vite's manifest: what the first route loads, what
// each lazily loaded route adds, and the CSS of a page, all gzipped. `--enforce` fails over budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'apps/portal/dist';
const KB = 1024;
/** Issue 7's budgets, in gzipped bytes. */
export const BUDGETS = {
  firstRouteJs: 100 * KB,
  signedInShellJs: 180 * KB,
  lazyRouteJs: 40 * KB,
  pageCss: 60 * KB,
};

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const gzipSize = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

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
const firstLoad = staticClosure(entryKey);
const rows = [
  { name: 'first route (JS)', bytes: sum(firstLoad, jsOf), budget: BUDGETS.firstRouteJs },
  { name: 'first route (CSS)', bytes: sum(firstLoad, cssOf), budget: BUDGETS.pageCss },
];
const lazyKeys = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
for (const key of lazyKeys) {
  const added = [...staticClosure(key)].filter((dependency) => !firstLoad.has(dependency));
  rows.push({
    name: `lazy ${manifest[key].name ?? key} (JS)`,
    bytes: sum(added, jsOf),
    budget: BUDGETS.lazyRouteJs,
  });
  rows.push({
    name: `page ${manifest[key].name ?? key} (CSS)`,
    bytes: sum(firstLoad, cssOf) + sum(added, cssOf),
    budget: BUDGETS.pageCss,
  });
}

const format = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
let over = 0;
for (const row of rows) {
  const ok = row.bytes <= row.budget;
  if (!ok) over += 1;
  console.log(
    `${ok ? '✓' : '✖'} ${row.name.padEnd(40)} ${format(row.bytes).padStart(10)} / ${format(row.budget)} gzip`,
  );
}
if (process.argv.includes('--enforce') && over > 0) {
  console.error(`${over} bundle budget(s) exceeded`);
  process.exit(1);
}
