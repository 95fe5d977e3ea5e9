// docs/adr/README.md is the way into the decisions: every ADR is listed once with the status its
// file gives, and every ADR stays short enough to read on one screen (issue 15).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ADR_DIR = 'docs/adr';
const MAX_LINES = 45;
const MAX_WORDS = 450;

const adrFiles = readdirSync(ADR_DIR).filter(
  (file) => /^\d{4}-.+\.md$/.test(file) && file !== '0000-template.md',
);
const index = readFileSync(join(ADR_DIR, 'README.md'), 'utf8');
const read = (file) => readFileSync(join(ADR_DIR, file), 'utf8');

/** The ADR numbers a file's "superseded by …" status names; none for an accepted ADR. */
function supersededBy(text) {
  const status = /^- Status: (.*)$/m.exec(text)?.[1] ?? 'accepted';
  return status.startsWith('superseded by') ? status.match(/\b\d{4}\b/g) : [];
}

/** Words a reader reads: table rules and list markers are not words. */
const wordCount = (text) => text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;

describe('the ADR index', () => {
  it.each(adrFiles)('lists %s once, with the status its file gives', (file) => {
    const lines = index.split('\n').filter((line) => line.includes(`](${file})`));
    expect(lines).toHaveLength(1);
    const replacements = supersededBy(read(file));
    if (replacements.length === 0) {
      expect(lines[0]).toMatch(/— accepted/);
    } else {
      expect(lines[0]).toContain('— superseded by');
      for (const number of replacements) expect(lines[0]).toContain(number);
    }
  });

  it('links no ADR that does not exist', () => {
    const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect(linked.filter((file) => !existsSync(join(ADR_DIR, file)))).toEqual([]);
  });
});

describe('every ADR fits on one screen', () => {
  it.each(adrFiles)(`%s has at most ${MAX_LINES} lines and ${MAX_WORDS} words`, (file) => {
    const text = read(file);
    expect(text.trimEnd().split('\n').length).toBeLessThanOrEqual(MAX_LINES);
    expect(wordCount(text)).toBeLessThanOrEqual(MAX_WORDS);
  });
});
