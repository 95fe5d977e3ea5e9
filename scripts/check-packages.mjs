// What other teams install must be right: each published package is packed as pnpm publishes it
// (publishConfig applied) and checked by publint and Are the Types Wrong (ESM only).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const PACKAGES = [
  // Stylesheets are not modules: Are the Types Wrong has nothing to say about them.
  { dir: 'packages/ui', attwArgs: ['--exclude-entrypoints', './styles.css'] },
  { dir: 'packages/platform', attwArgs: [] },
  { dir: 'packages/investor-sdk', attwArgs: [] },
];

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const out = mkdtempSync(join(tmpdir(), 'sahm-pack-'));
try {
  for (const { dir, attwArgs } of PACKAGES) {
    const packageDir = resolve(dir);
    console.log(`\n• ${dir}`);
    run('pnpm', ['exec', 'publint', '--strict', '--pack', 'pnpm'], packageDir);
    const before = new Set(readdirSync(out));
    run('pnpm', ['pack', '--pack-destination', out], packageDir);
    const tarball = readdirSync(out).find((name) => !before.has(name));
    run(
      'pnpm',
      // The tarball goes first: --exclude-entrypoints takes every argument after it.
      ['exec', 'attw', join(out, tarball), '--profile', 'esm-only', ...attwArgs],
      packageDir,
    );
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
