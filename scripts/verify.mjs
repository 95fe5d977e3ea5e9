// `pnpm test`'s body: every check in order, stopping at the first failure, then one closing
// line with the number of tests that passed and failed across all runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const REPORTS = 'reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const steps = [
  { name: 'lint', command: ['pnpm', 'run', 'lint'] },
  // Issue 6: every ui component and portal screen is in the inventory, every listed state has a story.
  { name: 'inventory', command: ['node', 'scripts/check-inventory.mjs'] },
  { name: 'typecheck', command: ['pnpm', 'run', 'typecheck'] },
  { name: 'build', command: ['pnpm', 'run', 'build'] },
  // The bundle guardrails (ADR 0340), measured on the build just made; prints every figure.
  { name: 'bundle budgets', command: ['node', 'scripts/bundle-budgets.mjs', '--enforce'] },
  { name: 'package checks', command: ['pnpm', 'run', 'check:packages'] },
  // High or critical advisories in production dependencies fail; no audit service is a warning.
  { name: 'dependency audit', command: ['node', 'scripts/audit-dependencies.mjs'] },
  // One test: publish to a local registry, install outside the workspace, build, render.
  { name: 'registry consumer test', command: ['pnpm', 'run', 'test:consumer'], single: true },
  {
    name: 'unit tests',
    command: [
      'pnpm',
      'exec',
      'vitest',
      'run',
      '--project',
      'unit',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${REPORTS}/unit.json`,
    ],
    report: { kind: 'vitest', file: `${REPORTS}/unit.json` },
  },
  // The static Storybook, then one browser pass per story (ADR 0440): its play function, axe and its
  // screenshot against the committed baseline, in both directions (docs/visual-regression.md).
  { name: 'storybook build', command: ['pnpm', 'run', 'build-storybook', '--quiet'] },
  {
    name: 'stories: play, axe, screenshot',
    command: [
      'pnpm',
      'exec',
      'playwright',
      'test',
      '--config',
      'playwright.visual.config.ts',
      '--reporter=dot,json',
    ],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/visual.json` },
    report: { kind: 'playwright', file: `${REPORTS}/visual.json` },
  },
  {
    name: 'end-to-end tests',
    command: ['pnpm', 'exec', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/e2e.json` },
    report: { kind: 'playwright', file: `${REPORTS}/e2e.json` },
  },
  // Issue 18: the core flows again in BFF mode, the tokens kept by apps/bff (ADR 0460).
  {
    name: 'end-to-end tests, BFF mode',
    command: [
      'pnpm',
      'exec',
      'playwright',
      'test',
      '--config',
      'playwright.bff.config.ts',
      '--reporter=list,json',
    ],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/e2e-bff.json` },
    report: { kind: 'playwright', file: `${REPORTS}/e2e-bff.json` },
  },
  // Issue 14: ABP's own Angular client, ABP's packages unmodified (ADR 0370), built and driven
  // against a sandbox of its own; when it fails, the sandbox answers differently from ABP.
  {
    name: 'ABP Angular client build',
    command: ['pnpm', '--filter', '@sahm/abp-angular-fixture', 'run', 'build:client'],
  },
  {
    name: 'ABP Angular client tests',
    command: [
      'pnpm',
      'exec',
      'playwright',
      'test',
      '--config',
      'playwright.abp-angular.config.ts',
      '--reporter=list,json',
    ],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/abp-angular.json` },
    report: { kind: 'playwright', file: `${REPORTS}/abp-angular.json` },
  },
];

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function countPlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
let failedStep = null;

for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const result = spawnSync(step.command[0], step.command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  timings.push(`${step.name} ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (step.single) totals[result.status === 0 ? 'passed' : 'failed'] += 1;
  if (step.report && existsSync(step.report.file)) {
    const counts =
      step.report.kind === 'vitest'
        ? countVitest(step.report.file)
        : countPlaywright(step.report.file);
    for (const key of Object.keys(totals)) totals[key] += counts[key];
  }
  if (result.status !== 0) {
    failedStep = step.name;
    break;
  }
}

console.log(`\n${timings.join(' · ')}`);
if (failedStep) console.error(`✖ ${failedStep} failed`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep || totals.failed > 0 ? 1 : 0);
