// `pnpm bench`'s measuring steps, after the portal's build: runs each script named on the command
// line with Node, in order, stopping at the first failure as `&&` would, shows what it prints as it
// prints it, and appends all of it to the bench log (scripts/bench-log.mjs) with the commit measured.
import { execFileSync, spawn } from 'node:child_process';
import { BENCH_LOG, appendBenchLog, benchLogEntry } from './bench-log.mjs';

/** Runs `node script`, passing its output through while keeping a copy. */
function runStep(script) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      output += chunk;
    });
    child.on('error', fail);
    child.on('close', (status) => done({ command: `node ${script}`, output, status: status ?? 1 }));
  });
}

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

const steps = [];
for (const script of process.argv.slice(2)) {
  const step = await runStep(script);
  steps.push(step);
  if (step.status !== 0) break;
}
appendBenchLog(
  benchLogEntry({
    date: new Date(),
    commit: git('rev-parse', '--short', 'HEAD'),
    // The log's own earlier entries do not make a measured tree differ from its commit.
    uncommitted: git('status', '--porcelain', '--', '.', `:!${BENCH_LOG}`) !== '',
    steps,
  }),
);
console.log(`\nappended to ${BENCH_LOG}`);
process.exit(steps.at(-1)?.status ?? 0);
