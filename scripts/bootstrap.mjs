// The README's two commands start here, on a machine that has only Node.js and npm:
// it installs the pinned pnpm (corepack cannot verify signatures here), Debian's Chromium and
// nginx when the tests need them, the workspace's dependencies, and then runs the given script.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const script = process.argv[2];
if (!script) {
  console.error('usage: node scripts/bootstrap.mjs <script>');
  process.exit(2);
}

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19))
  fail(`Node.js >= 20.19 is required (found ${process.version}).`);

const wanted = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.replace(
  /^pnpm@/,
  '',
);

function versionOf(command) {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function resolvePnpm() {
  if (versionOf('pnpm') === wanted) return 'pnpm';
  const local = join(root, 'node_modules/.tools/bin/pnpm');
  if (existsSync(local) && versionOf(local) === wanted) return local;
  console.log(`Installing pnpm ${wanted} with npm…`);
  const global = spawnSync('npm', ['install', '--global', `pnpm@${wanted}`], { stdio: 'inherit' });
  if (global.status === 0 && versionOf('pnpm') === wanted) return 'pnpm';
  // Without rights for a global install, keep pnpm inside the checkout.
  mkdirSync(join(root, 'node_modules/.tools'), { recursive: true });
  execFileSync(
    'npm',
    ['install', '--prefix', join(root, 'node_modules/.tools'), `pnpm@${wanted}`],
    { stdio: 'inherit' },
  );
  return local;
}

/** Debian packages the tests need: Chromium for every browser test, nginx to serve the build. */
function ensureSystemPackages() {
  const missing = [];
  if (!chromiumPath) missing.push('chromium');
  if (!existsSync('/usr/sbin/nginx')) missing.push('nginx-light');
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0)
    fail(
      `Missing Debian packages: ${missing.join(', ')} (apt-get install -y ${missing.join(' ')}).`,
    );
  console.log(`Installing ${missing.join(' and ')} from Debian for the tests…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const pnpm = resolvePnpm();
if (script === 'verify') ensureSystemPackages();

const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const run = (args) => {
  const result = spawnSync(pnpm, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run(['install', '--frozen-lockfile']);
// What follows the script's name goes to it: `npm start -- --bff`.
run(['run', script, ...process.argv.slice(3)]);
