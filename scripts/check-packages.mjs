// What other teams install must be right: each published package is packed as pnpm publishes it
// (publishConfig applied) and checked by publint and Are the Types Wrong (ESM only).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, symlinkSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
  checkChangesetVersion();
} finally {
  rmSync(out, { recursive: true, force: true });
}

/**
 * `pnpm changeset version` works on what is committed: on a copy of the workspace's manifests and
 * pending changesets, every package a changeset names gets a higher version and a changelog entry,
 * and the pending changesets are used up.
 */
function checkChangesetVersion() {
  console.log('\n• changeset version (on a copy)');
  const copy = join(out, 'changesets');
  for (const path of ['package.json', 'pnpm-workspace.yaml', '.changeset']) {
    cpSync(resolve(path), join(copy, path), { recursive: true });
  }
  symlinkSync(resolve('node_modules'), join(copy, 'node_modules'));
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(resolve(group))) {
      cpSync(resolve(group, name, 'package.json'), join(copy, group, name, 'package.json'));
    }
  }
  const pending = readdirSync(resolve('.changeset')).filter((file) =>
    /^(?!README).+\.md$/.test(file),
  );
  if (pending.length === 0) {
    console.log('  no pending changesets');
    return;
  }
  const named = new Set(
    pending.flatMap((file) =>
      [
        ...readFileSync(resolve('.changeset', file), 'utf8').matchAll(
          /^["'](@sahm\/[^"']+)["']:/gm,
        ),
      ].map((match) => match[1]),
    ),
  );
  run('pnpm', ['exec', 'changeset', 'version'], copy);
  for (const { dir } of PACKAGES) {
    const before = JSON.parse(readFileSync(resolve(dir, 'package.json'), 'utf8'));
    const after = JSON.parse(readFileSync(join(copy, dir, 'package.json'), 'utf8'));
    if (!named.has(before.name)) continue;
    const bumped = after.version !== before.version;
    const changelog = readdirSync(join(copy, dir)).includes('CHANGELOG.md');
    console.log(
      `  ${bumped && changelog ? '✓' : '✖'} ${before.name} ${before.version} → ${after.version}`,
    );
    if (!bumped || !changelog) process.exit(1);
  }
  const left = readdirSync(join(copy, '.changeset')).filter((file) =>
    /^(?!README).+\.md$/.test(file),
  );
  if (left.length > 0) {
    console.error(`${left.length} changeset(s) left after changeset version`);
    process.exit(1);
  }
}
