import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { format, resolveConfig } from 'prettier';
import { BENCH_LOG, BENCH_LOG_HEADER, appendBenchLog, benchLogEntry } from './bench-log.mjs';

const date = new Date('2026-11-26T08:30:00.000Z');
const budgets = {
  command: 'node scripts/bundle-budgets.mjs',
  output: '\u001b[32m✓\u001b[39m first route (JS)   160.4 KB / 165.0 KB gzip\n',
  status: 0,
};
const lighthouse = {
  command: 'node scripts/bench-lighthouse.mjs',
  output: 'Error: http://localhost:44320 did not come up\n',
  status: 1,
};

describe('benchLogEntry', () => {
  it('heads a run with its time and commit and keeps each step’s output without colours', () => {
    const entry = benchLogEntry({ date, commit: 'abc1234', uncommitted: false, steps: [budgets] });

    expect(entry).toBe(
      [
        '## 2026-11-26T08:30:00.000Z · abc1234',
        '',
        '`node scripts/bundle-budgets.mjs`',
        '',
        '```text',
        '✓ first route (JS)   160.4 KB / 165.0 KB gzip',
        '```',
        '',
      ].join('\n'),
    );
  });

  it('says when the tree differed from its commit and which step failed', () => {
    const entry = benchLogEntry({
      date,
      commit: 'abc1234',
      uncommitted: true,
      steps: [budgets, lighthouse],
    });

    expect(entry).toContain('## 2026-11-26T08:30:00.000Z · abc1234 with uncommitted changes\n');
    expect(entry).toContain('`node scripts/bench-lighthouse.mjs` (failed, exit status 1)\n');
    expect(entry).not.toContain('`node scripts/bundle-budgets.mjs` (failed');
  });
});

describe('appendBenchLog', () => {
  let directory;
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('creates the log with its header, then appends each run after the last', async () => {
    directory = mkdtempSync(join(tmpdir(), 'bench-log-'));
    const file = join(directory, 'docs/bench/log.md');
    const first = benchLogEntry({ date, commit: 'abc1234', uncommitted: false, steps: [budgets] });
    const second = benchLogEntry({
      date: new Date('2026-11-27T08:30:00.000Z'),
      commit: 'def5678',
      uncommitted: true,
      steps: [budgets, lighthouse],
    });

    appendBenchLog(first, file);
    appendBenchLog(second, file);

    const log = readFileSync(file, 'utf8');
    expect(log).toBe(`${BENCH_LOG_HEADER}\n${first}\n${second}`);
    // `pnpm lint` checks docs with Prettier: a run must leave the log as Prettier writes it.
    const options = { ...(await resolveConfig(BENCH_LOG)), filepath: BENCH_LOG };
    expect(await format(log, options)).toBe(log);
  });
});
