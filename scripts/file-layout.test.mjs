// The file-layout rules against file names and a throwaway repository of two screens.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkFileLayout,
  crossScreenImports,
  exportedValues,
  fileNameProblem,
} from './file-layout.mjs';

describe('the casing rule', () => {
  it.each([
    ['TextField.tsx', 'export function TextField() {}'],
    ['ChartAxes.tsx', 'export function AmountAxis() {}\nexport function BottomLabels() {}'],
    ['Modal.variants.ts', 'export const modalVariants = {};'],
    ['Modal.stories.tsx', 'export const OpenArabic = {};'],
    ['use-wide-layout.ts', 'export function useWideLayout() {}'],
    ['route-module.tsx', 'export function Guard() {}\nexport { screenTexts } from "./x";'],
    ['lazy-steps.test.tsx', 'export function StandIn() {}'],
  ])('accepts %s', (name, text) => {
    expect(fileNameProblem(`/repo/src/${name}`, text)).toBeNull();
  });

  it.each([
    ['useReturnFocus.ts', 'export function useReturnFocus() {}', /not PascalCase .* or kebab-case/],
    ['MenuTriggerIcon.ts', 'export { Icon as MenuTriggerIcon } from "x";', /is \.tsx/],
    ['Helpers.tsx', 'export function pick() {}', /name this one in kebab-case/],
    ['overview-loading.tsx', 'export function OverviewLoading() {}', /name it after its component/],
  ])('refuses %s', (name, text, reason) => {
    expect(fileNameProblem(`/repo/src/${name}`, text)).toMatch(reason);
  });

  it('reads exported values, not types, from declarations and export lists', () => {
    const text = [
      'export interface Props {}',
      'export type Kind = string;',
      'export const A = 1;',
      'export async function b() {}',
      "export { c, d as D, type E } from './x';",
    ].join('\n');
    expect(exportedValues(text)).toEqual(['A', 'b', 'c', 'D']);
  });
});

describe('screens do not import each other', () => {
  let root;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function repository(files) {
    root = mkdtempSync(join(tmpdir(), 'file-layout-'));
    for (const [path, text] of Object.entries(files)) {
      const file = join(root, 'apps/portal/src/screens', path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    return root;
  }

  /** A component module named `name` that imports `from`. */
  const screen = (name, from) => `import { Part } from '${from}';\nexport function ${name}() {}`;

  it('refuses a screen importing a piece of another screen', () => {
    repository({
      'wallet/WalletScreen.tsx': screen('WalletScreen', '../investment/EmptyState'),
      'investment/InvestmentScreen.tsx': 'export function InvestmentScreen() {}',
      'investment/EmptyState.tsx': 'export function EmptyState() {}',
    });
    expect(crossScreenImports(root)).toEqual([
      expect.stringContaining(
        'apps/portal/src/screens/wallet/WalletScreen.tsx imports ../investment/EmptyState from the screen apps/portal/src/screens/investment',
      ),
    ]);
  });

  it('accepts the shared folder, a group’s own pieces and a screen’s subfolders', () => {
    repository({
      'wallet/WalletScreen.tsx': screen('WalletScreen', '../shared/EmptyState'),
      'shared/EmptyState.tsx': 'export function EmptyState() {}',
      'admin/FormModal.tsx': 'export function FormModal() {}',
      'admin/tenants/TenantsScreen.tsx': screen('TenantsScreen', './forms/Dialogs'),
      'admin/tenants/forms/Dialogs.tsx': screen('Dialogs', '../../FormModal'),
    });
    expect(checkFileLayout(root)).toEqual([]);
  });
});
