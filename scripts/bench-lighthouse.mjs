// Lighthouse (mobile emulation, Debian's Chromium) on the production build served by nginx:
// the anonymous Home and the signed-in Home. Prints performance, accessibility and best-practices
// scores with LCP, TBT and CLS. Starts the sandbox and the nginx-served build unless running.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const PORTAL = process.env.PORTAL_URL ?? 'http://localhost:4200';
const SANDBOX = 'http://localhost:44320';
const servers = [];

async function ensureServer(url, command, args) {
  const up = async () =>
    fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
  if (await up()) return;
  // Its own process group, so stopping it stops every process it started.
  servers.push(spawn(command, args, { stdio: 'ignore', detached: true }));
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (await up()) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not come up`);
}
const DEBUGGING_PORT = 9333;

async function audit(url) {
  const { lhr } = await lighthouse(url, {
    port: DEBUGGING_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // Keep the signed-in session that the browser already holds.
    disableStorageReset: true,
  });
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.displayValue ?? 'n/a';
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    // What moved, when anything did: the elements Lighthouse blames, largest shift first.
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 3)
      .map(
        (item) => `${item.score?.toFixed(3)} ${item.node?.selector ?? item.node?.snippet ?? '?'}`,
      ),
    failing: Object.values(lhr.audits)
      .filter(
        (entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary',
      )
      .map((entry) => entry.id),
  };
}

function print(name, result) {
  console.log(
    `${name.padEnd(16)} performance ${result.performance} · accessibility ${result.accessibility} · best practices ${result.bestPractices} · LCP ${result.lcp} · TBT ${result.tbt} · CLS ${result.cls}`,
  );
  if (result.failing.length > 0)
    console.log(`${''.padEnd(16)} failing audits: ${result.failing.join(', ')}`);
  for (const shift of result.shifts) console.log(`${''.padEnd(16)} layout shift ${shift}`);
}

await ensureServer(`${SANDBOX}/.well-known/openid-configuration`, 'pnpm', [
  '--filter',
  '@sahm/sandbox',
  'run',
  'start',
]);
await ensureServer(`${PORTAL}/env.json`, 'node', ['scripts/serve-portal.mjs']);

// A persistent context is the browser's default one: the tab Lighthouse opens shares its storage.
const profile = mkdtempSync(join(tmpdir(), 'sahm-lighthouse-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: chromiumPath,
  args: [...chromiumArgs, `--remote-debugging-port=${DEBUGGING_PORT}`],
});
try {
  // The first visit stores the language and reloads; audit the settled page.
  const warmUp = await context.newPage();
  await warmUp.goto(PORTAL);
  await warmUp.getByRole('heading', { level: 1 }).waitFor();
  await warmUp.close();
  print('anonymous Home', await audit(`${PORTAL}/`));

  const page = await context.newPage();
  await page.goto(PORTAL);
  await page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.locator('#username').fill('investor');
  await page.locator('#password').fill('1q2w3E*');
  await page.locator('button[type=submit]').click();
  await page.waitForURL(`${PORTAL}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.close();
  print('signed-in Home', await audit(`${PORTAL}/`));
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  for (const server of servers) process.kill(-server.pid, 'SIGTERM');
}
