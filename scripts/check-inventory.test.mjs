// The inventory check against a throwaway repository: one ui component whose stories vary per case.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkInventory, pascalState } from './check-inventory.mjs';

const INVENTORY = `import type { Inventory } from '../../inventory';
export const inventory: Inventory = {
  name: 'Chip',
  kind: 'component',
  status: 'stable',
  states: ['idle', 'long text', 'error'],
  a11yReviewed: '2026-11-25',
  stories: 'UI/Data/Chip',
};
`;

const AR = `{ locale: 'ar', direction: 'rtl' }`;
const EN = `{ locale: 'en', direction: 'ltr' }`;

/** A story file titled UI/Data/Chip with one export per `[name, globals]` (globals optional). */
const storyFile = (stories) =>
  [
    `const EN = ${EN};`,
    `export default { title: 'UI/Data/Chip' };`,
    ...stories.map(([name, globals]) =>
      globals ? `export const ${name} = { globals: ${globals} };` : `export const ${name} = {};`,
    ),
  ].join('\n');

const COMPLETE = [
  ['IdleArabic'], // unpinned: the default, Arabic, right to left
  ['IdleEnglish', 'EN'],
  ['LongTextArabic', AR],
  ['LongTextEnglish', EN],
  ['ErrorArabic'],
  ['ErrorEnglish', 'EN'],
];

const roots = [];
async function check(stories) {
  const root = mkdtempSync(join(tmpdir(), 'inventory-'));
  roots.push(root);
  const folder = join(root, 'packages/ui/src/data/Chip');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'Chip.inventory.ts'), INVENTORY);
  writeFileSync(join(folder, 'Chip.stories.tsx'), storyFile(stories));
  return checkInventory(root);
}
const without = (name) => COMPLETE.filter(([story]) => story !== name);

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('check-inventory', () => {
  it('passes a component whose every state has an Arabic RTL and an English LTR story', async () => {
    const result = await check(COMPLETE);
    expect(result.missing).toEqual([]);
    expect(result.counts).toMatchObject({ components: 1, states: 3, stories: 6 });
    expect(result.unlisted).toEqual([]);
  });

  it('fails when a state has no story in either direction', async () => {
    const result = await check(without('ErrorArabic').filter(([name]) => name !== 'ErrorEnglish'));
    expect(result.missing).toEqual([
      'UI/Data/Chip: state "error" has no story ErrorArabic',
      'UI/Data/Chip: state "error" has no story ErrorEnglish',
    ]);
  });

  it('fails when a state is shown in one direction only', async () => {
    const result = await check(without('LongTextEnglish'));
    expect(result.missing).toEqual([
      'UI/Data/Chip: state "long text" has no story LongTextEnglish',
    ]);
  });

  it('fails when the English story of a state renders right to left', async () => {
    const result = await check([...without('ErrorEnglish'), ['ErrorEnglish']]);
    expect(result.missing).toEqual(['UI/Data/Chip/ErrorEnglish: renders rtl, pin it to ltr']);
  });

  it('does not take a near-miss name for the state', async () => {
    const result = await check([
      ...without('ErrorArabic').filter(([name]) => name !== 'ErrorEnglish'),
      ['SaveServerErrorArabic'], // holds the word, but names another state
      ['ErrorsEnglish', 'EN'],
    ]);
    expect(result.missing).toEqual([
      'UI/Data/Chip: state "error" has no story ErrorArabic',
      'UI/Data/Chip: state "error" has no story ErrorEnglish',
    ]);
    expect(result.unlisted).toEqual([
      'UI/Data/Chip/SaveServerErrorArabic',
      'UI/Data/Chip/ErrorsEnglish',
    ]);
  });

  it('fails on a story outside the states whose name says the other direction', async () => {
    const result = await check([...COMPLETE, ['SortedEnglish', AR]]);
    expect(result.missing).toEqual(['UI/Data/Chip/SortedEnglish: renders rtl, unlike its name']);
  });

  it('fails when a component folder has no inventory', async () => {
    const result = await check(COMPLETE);
    const root = roots[0];
    mkdirSync(join(root, 'packages/ui/src/data/Badge'));
    expect((await checkInventory(root)).missing).toEqual([
      'packages/ui/src/data/Badge: no inventory file (component); add Badge.inventory.ts',
    ]);
    expect(result.missing).toEqual([]);
  });

  it('writes a state in PascalCase words', () => {
    expect(pascalState('long text')).toBe('LongText');
    expect(pascalState('sticky, not closable')).toBe('StickyNotClosable');
    expect(pascalState('read-only')).toBe('ReadOnly');
  });
});
