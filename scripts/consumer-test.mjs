// Issue 7's consumer test: publish the three packages to a private registry on 127.0.0.1, install
// them into a fresh Vite + React app outside the workspace (from that registry only), build it and
// render it in Chromium.
/* global document, getComputedStyle -- read inside page.evaluate, which runs in Chromium */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const REGISTRY = 'http://127.0.0.1:4873';
const APP_URL = 'http://127.0.0.1:4311';
const PACKAGES = ['packages/ui', 'packages/platform', 'packages/investor-sdk'];
const work = mkdtempSync(join(tmpdir(), 'sahm-consumer-'));
const children = [];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function start(command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  children.push(child);
  return child;
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`  ✓ ${message}`);
}

/** Only the `exports` maps are public: a path into a package's files must not resolve. */
function checkDeepImportsBlocked(app) {
  for (const deep of [
    '@sahm/ui/dist/index.js',
    '@sahm/platform/src/index.ts',
    '@sahm/investor-sdk/dist/mocks/store.js',
  ]) {
    const result = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', `import.meta.resolve(${JSON.stringify(deep)})`],
      { cwd: app, encoding: 'utf8' },
    );
    check(
      result.status !== 0 && result.stderr.includes('ERR_PACKAGE_PATH_NOT_EXPORTED'),
      `the deep import ${deep} is blocked`,
    );
  }
}

async function main() {
  // A registry that knows only what we publish: no uplinks.
  writeFileSync(
    join(work, 'verdaccio.yaml'),
    [
      `storage: ${join(work, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(work, 'htpasswd')}`,
      'packages:',
      "  '@sahm/*':",
      '    access: $all',
      '    publish: $authenticated',
      'log: { type: stdout, format: pretty, level: warn }',
    ].join('\n'),
  );
  start(resolve('node_modules/.bin/verdaccio'), [
    '--config',
    join(work, 'verdaccio.yaml'),
    '--listen',
    '127.0.0.1:4873',
  ]);
  await waitFor(`${REGISTRY}/-/ping`);

  const user = await fetch(`${REGISTRY}/-/user/org.couchdb.user:consumer-test`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'consumer-test', password: `pw-${Date.now()}` }),
  }).then((response) => response.json());
  const userConfig = join(work, 'publish.npmrc');
  writeFileSync(userConfig, `//127.0.0.1:4873/:_authToken=${user.token}\n`);

  console.log('\n• publishing to the local registry');
  for (const dir of PACKAGES) {
    run('pnpm', ['publish', '--registry', REGISTRY, '--no-git-checks'], {
      cwd: resolve(dir),
      env: { ...process.env, NPM_CONFIG_USERCONFIG: userConfig },
    });
  }

  console.log('\n• installing into a fresh app outside the workspace');
  const app = join(work, 'app');
  cpSync(resolve('e2e/consumer-app'), app, { recursive: true });
  writeFileSync(join(app, '.npmrc'), `@sahm:registry=${REGISTRY}/\n`);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'sahm-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@sahm/ui': '*',
          '@sahm/platform': '*',
          '@sahm/investor-sdk': '*',
          ky: '^1.7.0',
          zod: '^4.6.0',
          '@radix-ui/themes': '^3.2.0',
          '@tanstack/react-query': '^5.60.0',
          react: '^19.0.0',
          'react-dom': '^19.0.0',
        },
        devDependencies: { vite: '^8.0.0', '@vitejs/plugin-react': '^6.0.0' },
      },
      null,
      2,
    ),
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: app });
  checkDeepImportsBlocked(app);
  // The app's own Vite binary, so stopping it stops the server (npx would leave a grandchild).
  const vite = join(app, 'node_modules/.bin/vite');
  run(vite, ['build', '--logLevel', 'warn'], { cwd: app });
  start(vite, ['preview', '--host', '127.0.0.1', '--port', '4311', '--strictPort'], {
    cwd: app,
  });
  await waitFor(APP_URL);

  console.log('\n• rendering in Chromium');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(APP_URL);
    await page.getByRole('heading', { name: 'مرحبًا Sahm' }).waitFor();
    check(true, 'platform localization renders "مرحبًا Sahm"');
    check(
      (await page.locator('.radix-themes').getAttribute('dir')) === 'rtl',
      'the theme is right to left',
    );
    await page.getByRole('button', { name: 'toast' }).click();
    await page.getByText('تم الحفظ').waitFor();
    check(true, 'a toast shows');
    await page.getByRole('button', { name: 'confirm' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'نعم' }).click();
    await page.getByText('confirm', { exact: true }).and(page.locator('output')).waitFor();
    check(true, 'a confirmation resolves with "confirm"');
    await page.getByRole('button', { name: 'sdk' }).click();
    await page.getByText('ريم · schema error · IBAN valid').waitFor();
    check(true, 'the investor SDK reads text, reports a schema-breaking answer, checks an IBAN');
    const font = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        family: getComputedStyle(document.querySelector('h1')).fontFamily,
        loaded: document.fonts.check('16px "IBM Plex Sans Arabic"', 'مرحبًا'),
      };
    });
    check(
      font.family.includes('IBM Plex Sans Arabic') && font.loaded,
      `the shipped Arabic font is applied and loaded (${font.family})`,
    );
    check(errors.length === 0, `no page errors${errors.length ? `: ${errors.join('; ')}` : ''}`);
  } finally {
    await browser.close();
  }
}

try {
  await main();
  console.log('\nconsumer test: 1 passed, 0 failed');
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
