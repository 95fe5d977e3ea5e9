// The bench log (docs/bench/log.md): every `pnpm bench` run appends what its steps printed, with the
// date and the commit measured, so figures live in one dated place and never in ADRs (ADR 0340).
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export const BENCH_LOG = 'docs/bench/log.md';

export const BENCH_LOG_HEADER = `# Bench log

Written by \`pnpm bench\` (\`scripts/bench.mjs\`): each run appends what its steps printed, newest
last, with the date and the commit it measured. Budgets and why they are what they are: ADR 0340.
Compare runs made on a quiet machine only.
`;

/**
 * One run as Markdown: a heading with the time and commit, then each step's command and output.
 * `steps` are `{ command, output, status }`; a step that failed says so with its exit status.
 */
export function benchLogEntry({ date, commit, uncommitted, steps }) {
  const measured = uncommitted ? `${commit} with uncommitted changes` : commit;
  const sections = steps.map(({ command, output, status }) => {
    // Colours and cursor moves are for a terminal, not for a file.
    const text = stripVTControlCharacters(output).trimEnd();
    const failed = status === 0 ? '' : ` (failed, exit status ${status})`;
    return `\`${command}\`${failed}\n\n\`\`\`text\n${text}\n\`\`\`\n`;
  });
  return `## ${date.toISOString()} · ${measured}\n\n${sections.join('\n')}`;
}

/** Appends `entry` to the log at `file`, creating the log with its header first if needed. */
export function appendBenchLog(entry, file = BENCH_LOG) {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, BENCH_LOG_HEADER);
  }
  appendFileSync(file, `\n${entry}`);
}
