import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { pruneRadixCss } from './prune-radix-css';

const fixtures = mkdtempSync(join(tmpdir(), 'prune-radix-css-'));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

// Rules of three Themes components, as their stylesheet has them.
const THEMES_CSS = [
  '.rt-Badge { color: red; }',
  '.rt-RadioGroupItem { gap: 8px; }',
  '.rt-SelectTrigger { height: 32px; }',
].join('\n');

/** The CSS a one-module app ships after pruning, given that module's code. */
async function prunedCss(code: string): Promise<string> {
  const root = mkdtempSync(join(fixtures, 'app-'));
  writeFileSync(join(root, 'themes.css'), THEMES_CSS);
  writeFileSync(join(root, 'entry.js'), `import './themes.css';\n${code}`);
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [pruneRadixCss()],
    build: { write: false, minify: false, rolldownOptions: { input: join(root, 'entry.js') } },
  })) as Rolldown.RolldownOutput;
  const css = output.output.find((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
  return css?.type === 'asset' ? String(css.source) : '';
}

describe('pruneRadixCss', () => {
  it('drops the rules of components nothing renders', async () => {
    const css = await prunedCss('globalThis.shown = 1;');
    expect(css).not.toContain('rt-Badge');
    expect(css).not.toContain('rt-RadioGroupItem');
    expect(css).not.toContain('rt-SelectTrigger');
  });

  it("keeps a component's rules when code writes its classes itself", async () => {
    const css = await prunedCss(
      "globalThis.label = { className: 'rt-RadioGroupItem', trigger: 'rt-reset rt-SelectTrigger' };",
    );
    expect(css).toContain('.rt-RadioGroupItem { gap: 8px; }');
    expect(css).toContain('.rt-SelectTrigger { height: 32px; }');
    expect(css).not.toContain('rt-Badge');
  });
});
