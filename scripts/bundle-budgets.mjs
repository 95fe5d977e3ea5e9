// Measures the portal's production bundle from Vite's manifest: what the first route loads, what
// each lazily loaded route and each chunk opened by an action adds, what a signed-in start adds,
// and the CSS of a page, all gzipped. `--enforce` fails over any budget (the test command's
// guardrails, ADR 0340). PORTAL_DIST measures another build directory.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { KB, formatKb as format, readBundle } from './bundle-manifest.mjs';

const DIST = process.env.PORTAL_DIST ?? 'apps/portal/dist';
// The build keeps its source maps beside it, never in what nginx serves (docs/adr/0454).
const SOURCE_MAPS = `${DIST.replace(/[\\/]+$/, '')}-sourcemaps`;
/**
 * Issue 15's guardrails, in gzipped bytes (ADR 0340). One KB more since issue 28: the investor
 * guard, in the first route, now takes an officer's sign-in to the back office and tells the
 * block before signing out (ADR 0491), +0.4 KB with both languages' texts.
 */
export const BUDGETS = {
  firstRouteJs: 166 * KB,
  signedInShellJs: 186 * KB,
  /** Each lazily loaded route, and each chunk a person's action opens. */
  lazyChunkJs: 45 * KB,
  pageCss: 60 * KB,
};

const { manifest, staticClosure, sum, jsOf, cssOf, firstLoad } = readBundle(DIST);

/**
 * Lazily loaded chunks every signed-in start loads, by chunk name: the OIDC client, the
 * registration check the investor guard runs before Home or any investor route renders with the
 * investor's own name, the store of spent refresh tokens a start with an expired token refreshes
 * through, and the idle session's machine, which runs only while someone is signed in.
 */
const SIGNED_IN_SHELL = [
  'oidc-client-ts',
  // The registration check and the investor's own name (ADR 0475), by the SDK's standalone calls.
  'signed-in-calls',
  'spent-refresh-tokens-store',
  'idle-session',
];
/** A start in BFF mode loads its auth instead of the OIDC client (ADR 0461): counted as a route. */
const BFF_MODE_START = ['bff-auth'];
/** Lazily loaded chunks every start fetches once idle after the first route (ADR 0340). */
const PREFETCHED_WHEN_IDLE = [
  'SonnerToaster',
  'ErrorScreen.lazy',
  'Confirmation.lazy',
  'IdleSessionDialog.lazy',
  'decide-http-error',
];
/** Routes behind the investor guard: they load on top of the signed-in shell. */
const INVESTOR_ROUTES = [
  'HomeOverview',
  'investment',
  'opportunity',
  'complete-registration',
  'investor-profile',
  'wallet',
  'bank-account',
  'receipt',
  'statement',
];
/** Routes anyone signed in may reach by an address: counted without the idle prefetch. */
const ROUTES = [
  ...INVESTOR_ROUTES,
  'account',
  'identity',
  'tenants',
  'settings-route',
  'investors',
];
/**
 * Chunks only a person's action on a page already shown loads (menus, dialogs, editors, popovers):
 * the idle prefetch has run by then, so what it fetched is not fetched again (ADR 0340).
 */
const OPENED_BY_ACTION = [
  'DropdownMenuFrame',
  'LanguageMenuItems',
  'RouteMenuItems',
  'UserMenuItems',
  'RowActionsMenuItems',
  'CalendarPopover',
  'TenantSwitchDialog.lazy',
  'SendTestEmailDialog',
  'PermissionsDialog',
  'UserEditor',
  'RoleEditor',
  'TenantDialogs',
  'FeaturesDialog',
  'profile-editors',
  // How a failed submission reads, fetched when a form is submitted (ADR 0340).
  'submit-failure',
];
/** Chunks the application loads when something it reports happens (a page alert is raised). */
const SHOWN_WHEN_RAISED = ['LayoutPageAlerts'];
/**
 * Lazy chunks a route renders as soon as it opens, with no action by the person: each list is one
 * way the route can open, and the costliest counts with the route. Dialogs and editors are not
 * here: they load when opened and are measured on their own.
 */
const OPENS_WITH_ROUTE = {
  wallet: [['BalanceChart', 'AllocationChart']],
  // The wizard resumes at any one step.
  'complete-registration': [
    ['NationalIdStep'],
    ['GeneralInfoStep'],
    ['ExperienceStep'],
    ['RiskStep'],
    ['PhoneStep'],
    ['TermsStep'],
  ],
  // The opportunity page shows its subscribe form at once.
  opportunity: [['SubscribeForm']],
};

const lazyKeys = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
const lazyKeyNamed = (name) => {
  const key = [...lazyKeys].find((candidate) => manifest[candidate].name === name);
  // A renamed chunk must not drop out of the budget silently.
  if (!key) throw new Error(`no lazily loaded chunk is named ${name}: update bundle-budgets.mjs`);
  return key;
};
const signedInShell = new Set(firstLoad);
for (const name of SIGNED_IN_SHELL) staticClosure(lazyKeyNamed(name), signedInShell);
const rows = [
  { name: 'first route (JS)', bytes: sum(firstLoad, jsOf), budget: BUDGETS.firstRouteJs },
  { name: 'first route (CSS)', bytes: sum(firstLoad, cssOf), budget: BUDGETS.pageCss },
  {
    name: 'signed-in shell (JS)',
    bytes: sum(signedInShell, jsOf),
    budget: BUDGETS.signedInShellJs,
  },
];
const prefetched = new Set();
for (const name of PREFETCHED_WHEN_IDLE) staticClosure(lazyKeyNamed(name), prefetched);
// Printed, not budgeted: fetched after the first route is up, off its critical path.
rows.push({
  name: 'prefetched when idle (JS)',
  bytes: sum(
    [...prefetched].filter((key) => !firstLoad.has(key)),
    jsOf,
  ),
});

const importersOf = (key) =>
  Object.keys(manifest).filter((candidate) => manifest[candidate].dynamicImports?.includes(key));
const openedWithRoute = new Set(
  Object.values(OPENS_WITH_ROUTE).flatMap((ways) => ways.flat().map(lazyKeyNamed)),
);

/** What is loaded when a lazy chunk is asked for: the most modest load it can be asked from. */
function loadedBefore(key) {
  const name = manifest[key].name;
  if (INVESTOR_ROUTES.includes(name)) return signedInShell;
  const importers = importersOf(key);
  if (importers.every((importer) => firstLoad.has(importer))) return firstLoad;
  // A chunk imported from lazy chunks only: the smallest of them, with what it stood on, is loaded.
  return importers
    .filter((importer) => !firstLoad.has(importer))
    .map((importer) => staticClosure(importer, new Set(loadedBefore(importer))))
    .reduce((smallest, loaded) => (loaded.size < smallest.size ? loaded : smallest));
}

/** The chunks a lazy chunk adds, with whatever its route renders at once (the costliest way). */
function addedBy(key) {
  const before = loadedBefore(key);
  const ways = OPENS_WITH_ROUTE[manifest[key].name] ?? [[]];
  return ways
    .map((way) => {
      const loaded = staticClosure(key);
      for (const name of way) staticClosure(lazyKeyNamed(name), loaded);
      return [...loaded].filter((dependency) => !before.has(dependency));
    })
    .reduce((costliest, added) => (sum(added, jsOf) > sum(costliest, jsOf) ? added : costliest));
}

const shellKeys = new Set(SIGNED_IN_SHELL.map(lazyKeyNamed));
for (const key of [...lazyKeys].filter((key) => !shellKeys.has(key) && !openedWithRoute.has(key))) {
  const name = manifest[key].name;
  // A new chunk must be placed in the model on purpose, never counted leniently by default.
  if (
    ![ROUTES, OPENED_BY_ACTION, PREFETCHED_WHEN_IDLE, SHOWN_WHEN_RAISED, BFF_MODE_START].some(
      (list) => list.includes(name),
    )
  ) {
    throw new Error(`lazy chunk ${name} is neither a route nor opened by an action: classify it`);
  }
  const added = addedBy(key);
  const before = loadedBefore(key);
  const afterPrefetch = OPENED_BY_ACTION.includes(name)
    ? added.filter((dependency) => !prefetched.has(dependency))
    : added;
  rows.push({
    name: `lazy ${name ?? key} (JS)`,
    bytes: sum(afterPrefetch, jsOf),
    budget: BUDGETS.lazyChunkJs,
    note:
      afterPrefetch.length < added.length
        ? `${format(sum(added, jsOf))} if opened before the idle prefetch ends`
        : undefined,
  });
  rows.push({
    name: `page ${manifest[key].name ?? key} (CSS)`,
    bytes: sum(before, cssOf) + sum(added, cssOf),
    budget: BUDGETS.pageCss,
  });
}

/** Issue 7: administration, forms and the date picker are never part of the first load. */
const NEVER_FIRST_LOAD = {
  administration: /apps\/portal\/src\/(screens\/)?admin\//,
  // The form kit, its texts included (they load with the screens that have forms), and every
  // screen's forms.
  forms: /apps\/portal\/src\/(?:forms\/|screens\/.+\/forms\/)/,
  'date picker': /node_modules\/react-aria-components\//,
};
/** Code the bundler writes itself (module runtime, Vite's preload helper): no sources to map. */
const BUNDLER_HELPERS = /^assets\/(rolldown-runtime|preload-helper)-[\w-]+\.js$/;
const firstLoadSources = [...firstLoad].flatMap((key) => {
  const map = join(SOURCE_MAPS, `${manifest[key].file}.map`);
  if (!existsSync(map)) {
    // Rolldown writes no map for a stub that only imports (the entry) or for the bundler's own
    // helpers; any other chunk without one could not be checked, so refuse rather than pass silently.
    const bytes = readFileSync(join(DIST, manifest[key].file)).length;
    if (bytes > KB && !BUNDLER_HELPERS.test(manifest[key].file)) {
      throw new Error(`${map} is missing: build the portal with source maps`);
    }
    return [];
  }
  // Sources are relative to the map; absolute paths match the patterns wherever dist is.
  return JSON.parse(readFileSync(map, 'utf8')).sources.map((source) =>
    resolve(dirname(map), source),
  );
});
for (const [name, pattern] of Object.entries(NEVER_FIRST_LOAD)) {
  const found = firstLoadSources.filter((source) => pattern.test(source));
  rows.push({
    name: `no ${name} in the first route`,
    bytes: found.length,
    budget: 0,
    unit: 'modules',
    detail: found.map((source) => source.replace(/^.*?\b(apps|packages|node_modules)\//, '$1/')),
  });
}

let over = 0;
for (const row of rows) {
  if (row.budget === undefined) {
    console.log(`ℹ ${row.name.padEnd(40)} ${format(row.bytes).padStart(10)} gzip`);
    continue;
  }
  const ok = row.bytes <= row.budget;
  if (!ok) over += 1;
  console.log(
    row.unit === 'modules'
      ? `${ok ? '✓' : '✖'} ${row.name.padEnd(40)} ${String(row.bytes).padStart(10)} module(s)`
      : `${ok ? '✓' : '✖'} ${row.name.padEnd(40)} ${format(row.bytes).padStart(10)} / ${format(row.budget)} gzip${row.note ? ` (${row.note})` : ''}`,
  );
  for (const source of row.detail ?? []) console.log(`    ${source}`);
}
if (process.argv.includes('--enforce') && over > 0) {
  console.error(`${over} bundle budget(s) exceeded (ADR 0340)`);
  process.exit(1);
}
