// ABP's own Angular client (e2e/abp-angular, ABP's packages unmodified) beside the portal, on one
// sandbox, in one run: Lighthouse (mobile, its default) on each app's anonymous and signed-in Home,
// the same number of runs each, alternating which goes first, medians printed as one table with the
// ratios ABP / portal. Both builds are served by the same nginx configuration (gzip, as shipped).
// Ports and runs: BENCH_SANDBOX_PORT (44340), BENCH_PORTAL_PORT (4310), BENCH_ABP_PORT (4300),
// BENCH_RUNS (3); the portal's build is PORTAL_DIST (apps/portal/dist), ABP's is built here.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { formatKb } from './bundle-manifest.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 44340);
const PORTAL_PORT = Number(process.env.BENCH_PORTAL_PORT ?? 4310);
const ABP_PORT = Number(process.env.BENCH_ABP_PORT ?? 4300);
const SANDBOX = `http://localhost:${SANDBOX_PORT}`;
const PORTAL = `http://localhost:${PORTAL_PORT}`;
const ABP = `http://localhost:${ABP_PORT}`;
// One port per app from here, clear of bench-lighthouse.mjs's 9333.
const DEBUGGING_PORT = 9334;
// The account scripts/bench-lighthouse.mjs signs in with, on both apps.
const USER = { name: 'investor', password: '1q2w3E*' };

const work = mkdtempSync(join(tmpdir(), 'sahm-side-by-side-'));
// nginx's workers run as another user when started as root: they must read the builds in here.
chmodSync(work, 0o755);
const servers = [];

function stopServers() {
  for (const server of servers) process.kill(-server.pid, 'SIGTERM');
  servers.length = 0;
}
process.once('SIGINT', () => {
  stopServers();
  process.exit(130);
});

/** ABP's client built for this run's origins (angular.json configuration "bench"). */
function buildAbpClient() {
  const outputPath = join(work, 'abp');
  const define = (name, value) => ['--define', `${name}=${JSON.stringify(value)}`];
  execFileSync(
    'pnpm',
    [
      '--filter',
      '@sahm/abp-angular-fixture',
      'exec',
      'ng',
      'build',
      '--configuration',
      'production,bench',
      '--output-path',
      outputPath,
      ...define('SAHM_BENCH_CLIENT_ORIGIN', ABP),
      ...define('SAHM_BENCH_SANDBOX_ORIGIN', SANDBOX),
    ],
    // Its size table is not this step's output; a failure still shows why.
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return join(outputPath, 'browser');
}

/** A copy of the portal's build whose env.json points at this run's sandbox, as a deploy sets it. */
function portalBuild() {
  const root = join(work, 'portal');
  cpSync(resolve(process.env.PORTAL_DIST ?? 'apps/portal/dist'), root, { recursive: true });
  const envFile = join(root, 'env.json');
  const env = JSON.parse(readFileSync(envFile, 'utf8'));
  const portal = `http://{0}.localhost:${PORTAL_PORT}`;
  env.application.baseUrl = portal;
  env.oAuthConfig.issuer = SANDBOX;
  env.oAuthConfig.redirectUri = `${portal}/signin-callback`;
  env.oAuthConfig.postLogoutRedirectUri = `${portal}/`;
  env.apis.default.url = SANDBOX;
  writeFileSync(envFile, JSON.stringify(env, null, 2));
  return root;
}

const answers = (url) =>
  fetch(url)
    .then((response) => response.ok)
    .catch(() => false);

/** Starts a server in its own process group; refuses a port already taken (a stale server). */
async function startServer(url, command, args, env) {
  if (await answers(url)) throw new Error(`${url} already answers: stop that server first`);
  servers.push(
    spawn(command, args, { stdio: 'ignore', detached: true, env: { ...process.env, ...env } }),
  );
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (await answers(url)) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** Both apps' builds served as the portal ships: nginx with gzip; ABP's without our headers. */
async function startServers(abpRoot, portalRoot) {
  await startServer(
    `${SANDBOX}/.well-known/openid-configuration`,
    'pnpm',
    ['--filter', '@sahm/sandbox', 'run', 'start'],
    {
      SANDBOX_PORT: String(SANDBOX_PORT),
      PORTAL_PORT: String(PORTAL_PORT),
      ABP_ANGULAR_ORIGINS: ABP,
    },
  );
  await startServer(`${PORTAL}/env.json`, 'node', ['scripts/serve-portal.mjs'], {
    SAHM_LISTEN: `127.0.0.1:${PORTAL_PORT}`,
    SAHM_ROOT: portalRoot,
    SAHM_CONNECT_SRC: SANDBOX,
  });
  const noHeaders = join(work, 'no-security-headers.conf');
  writeFileSync(noHeaders, '');
  await startServer(`${ABP}/index.html`, 'node', ['scripts/serve-portal.mjs'], {
    SAHM_LISTEN: `127.0.0.1:${ABP_PORT}`,
    SAHM_ROOT: abpRoot,
    SAHM_SECURITY_HEADERS: noHeaders,
  });
}

/** One Lighthouse run: the figures of the table, read from its trace and network log. */
async function measure(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // LeptonX imports Google Fonts; this machine has no internet, so fail them at once (as the
    // client's Playwright test does) rather than let a DNS wait into the figures.
    blockedUrlPatterns: ['*fonts.googleapis.com*', '*fonts.gstatic.com*'],
  });
  // Lighthouse's default reset empties the HTTP cache but keeps local storage and cookies: a cold
  // load that is still signed in.
  const timings = lhr.audits.metrics.details.items[0];
  const network = lhr.audits['network-requests'].details;
  // Request times count in ms from the first request; the trace's timestamps are in µs.
  const at = (ms) => network.debugData.networkStartTimeTs + ms * 1000;
  const finishedBy = (timestamp) =>
    network.items.filter(
      (request) => request.networkEndTime !== undefined && at(request.networkEndTime) <= timestamp,
    );
  const transferred = (requests, type) =>
    requests
      .filter((request) => request.resourceType === type)
      .reduce((total, request) => total + request.transferSize, 0);
  const byLoad = finishedBy(timings.observedLoadTs);
  // A single-page app's load event can come before the styles its first paint waits for
  // (LeptonX adds its own once the configuration has arrived): hence both cut-offs.
  const byFirstPaint = finishedBy(timings.observedFirstContentfulPaintTs);
  return {
    jsByLoad: transferred(byLoad, 'Script'),
    cssByLoad: transferred(byLoad, 'Stylesheet'),
    jsByFirstPaint: transferred(byFirstPaint, 'Script'),
    cssByFirstPaint: transferred(byFirstPaint, 'Stylesheet'),
    requestsBeforeFcp: network.items.filter(
      (request) => at(request.rendererStartTime) < timings.observedFirstContentfulPaintTs,
    ).length,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
  };
}

/** From `app`'s Home through the sandbox's login page and back to the Home, signed in. */
async function signIn(page, app, startSignIn) {
  await page.goto(app);
  await startSignIn(page);
  await page.locator('#username').fill(USER.name);
  await page.locator('#password').fill(USER.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL(`${app}/`);
}

/** Resolves once `page` receives an application-configuration for a signed-in user. */
const signedInConfiguration = (page) =>
  page.waitForResponse(
    async (response) =>
      response.url().startsWith(`${SANDBOX}/api/abp/application-configuration`) &&
      (await response.json()).currentUser?.isAuthenticated === true,
    { timeout: 30_000 },
  );

const portalSignInButton = (page) =>
  page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' });

const APPS = [
  {
    name: 'ABP',
    url: ABP,
    debuggingPort: DEBUGGING_PORT,
    async visit(page) {
      await page.goto(ABP);
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
    async signIn(page) {
      const configuration = signedInConfiguration(page);
      // The template's home button: ABP's code flow to the sandbox's login page.
      await signIn(page, ABP, (home) => home.locator('app-home button').click());
      await configuration;
    },
    async expectSignedIn(page) {
      // ABP 10 keeps the access token in memory: a new tab signs in again from the refresh token.
      const configuration = signedInConfiguration(page);
      await page.goto(ABP);
      await configuration;
    },
  },
  {
    name: 'portal',
    url: PORTAL,
    debuggingPort: DEBUGGING_PORT + 1,
    async visit(page) {
      // The first visit stores the language and reloads; measure the settled page.
      await page.goto(PORTAL);
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
    async signIn(page) {
      await signIn(page, PORTAL, (home) => portalSignInButton(home).click());
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
    async expectSignedIn(page) {
      await this.visit(page);
      await portalSignInButton(page).waitFor({ state: 'detached', timeout: 10_000 });
    },
  },
];

/** Each app's first visit, settled before it is measured. */
async function visitAnonymously(app, context) {
  const page = await context.newPage();
  await app.visit(page);
  await page.close();
}

/** Signs in, then checks that a new tab, as Lighthouse opens, is still signed in. */
async function signInForGood(app, context) {
  const page = await context.newPage();
  await app.signIn(page);
  await page.close();
  const tab = await context.newPage();
  await app.expectSignedIn(tab);
  await tab.close();
}

/**
 * RUNS runs of each app after `prepare`, alternating which goes first. Each app has a browser and
 * profile of its own: cookies ignore ports, so one profile would share the sandbox's sign-in.
 */
async function measureBoth(prepare) {
  const browsers = [];
  try {
    for (const app of APPS) {
      const context = await chromium.launchPersistentContext(mkdtempSync(join(work, 'profile-')), {
        executablePath: chromiumPath,
        args: [...chromiumArgs, `--remote-debugging-port=${app.debuggingPort}`],
      });
      browsers.push(context);
      await prepare(app, context);
    }
    const results = Object.fromEntries(APPS.map((app) => [app.name, []]));
    for (let run = 0; run < RUNS; run += 1) {
      const order = run % 2 === 0 ? APPS : [...APPS].reverse();
      for (const app of order)
        results[app.name].push(await measure(`${app.url}/`, app.debuggingPort));
    }
    return results;
  } finally {
    for (const context of browsers) await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// Each figure is rounded as shown before a ratio is taken: a ratio of two zeros says nothing.
const ROWS = [
  { label: 'JS by load (gzip)', key: 'jsByLoad', round: Math.round, format: formatKb },
  { label: 'CSS by load (gzip)', key: 'cssByLoad', round: Math.round, format: formatKb },
  { label: 'JS by FCP (gzip)', key: 'jsByFirstPaint', round: Math.round, format: formatKb },
  { label: 'CSS by FCP (gzip)', key: 'cssByFirstPaint', round: Math.round, format: formatKb },
  { label: 'requests before FCP', key: 'requestsBeforeFcp', round: Math.round, format: String },
  {
    label: 'LCP',
    key: 'lcp',
    round: (ms) => Math.round(ms / 10) * 10,
    format: (ms) => `${(ms / 1000).toFixed(2)} s`,
  },
  { label: 'TBT', key: 'tbt', round: Math.round, format: (ms) => `${ms} ms` },
  {
    label: 'CLS',
    key: 'cls',
    round: (value) => Math.round(value * 1000) / 1000,
    format: (value) => value.toFixed(3),
  },
];

const ratio = (abp, portal) => (portal === 0 ? '—' : (abp / portal).toFixed(2));

function printTable(states) {
  const APP_WIDTH = 12;
  const RATIO_WIDTH = 13;
  const STATE_WIDTH = 2 * APP_WIDTH + RATIO_WIDTH;
  const cell = (text, width) => String(text).padStart(width);
  console.log(
    `\nABP's Angular client beside the portal: Lighthouse mobile, Home, median of ${RUNS} runs each, alternating, one sandbox (${SANDBOX})`,
  );
  console.log(''.padEnd(22) + states.map(({ name }) => cell(name, STATE_WIDTH)).join(''));
  console.log(
    ''.padEnd(22) +
      states
        .map(
          () =>
            cell('ABP', APP_WIDTH) + cell('portal', APP_WIDTH) + cell('ABP/portal', RATIO_WIDTH),
        )
        .join(''),
  );
  for (const row of ROWS) {
    const cells = states.map(({ results }) => {
      const [abp, portal] = ['ABP', 'portal'].map((app) =>
        row.round(median(results[app].map((result) => result[row.key]))),
      );
      return (
        cell(row.format(abp), APP_WIDTH) +
        cell(row.format(portal), APP_WIDTH) +
        cell(ratio(abp, portal), RATIO_WIDTH)
      );
    });
    console.log(row.label.padEnd(22) + cells.join(''));
  }
  console.log(
    [
      'JS and CSS: bytes transferred (nginx gzip, headers included) by requests finished before the load event or the first contentful paint, cold HTTP cache, as observed.',
      'Requests: started before the first contentful paint, CORS preflights included. LCP and TBT: Lighthouse simulated (slow 4G, 4x CPU).',
      "Each app in its own language as first seen; ABP's LeptonX Lite requests Google Fonts, blocked here (no internet).",
    ].join('\n'),
  );
}

try {
  const abpRoot = buildAbpClient();
  await startServers(abpRoot, portalBuild());
  const anonymous = await measureBoth(visitAnonymously);
  const signedIn = await measureBoth(signInForGood);
  printTable([
    { name: 'anonymous Home', results: anonymous },
    { name: `signed-in Home (${USER.name})`, results: signedIn },
  ]);
} finally {
  stopServers();
  rmSync(work, { recursive: true, force: true });
}
