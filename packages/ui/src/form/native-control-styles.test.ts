import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// ADR 0360: the native checkbox, radios and segmented choice are drawn by our own rules on Radix
// Themes' public tokens, never by (or through) Themes' internal classes and properties.
const CONTROLS = ['checkbox', 'radio', 'radio-group', 'segmented'];
const controlClass = (name: string) => new RegExp(`\\.sahm-${name}(?![\\w-])`);
const CONTROL_CLASS = /\.sahm-(checkbox|radio|segmented)/;
// The properties our control rules define, some set at the theme's root (the dark indicator).
const CONTROL_PROPERTY = /--sahm-(box|segmented)-[\w-]+\s*:/;

// Read from disk: the test run turns imported CSS into nothing, `?raw` included.
const themesTokens = readFileSync(
  createRequire(import.meta.url).resolve('@radix-ui/themes/tokens.css'),
  'utf8',
);
const ourStyles = readFileSync(join(import.meta.dirname, '../styles.css'), 'utf8');
const publicTokens = new Set(themesTokens.match(/--[\w-]+(?=\s*:)/g));

/** Every innermost `selector { declarations }` of our stylesheet, comments left out. */
function rules(): { selector: string; body: string }[] {
  const css = ourStyles.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector = '', body = '']) => ({
    selector: selector.trim(),
    body,
  }));
}

const controlRules = rules().filter(
  ({ selector, body }) => CONTROL_CLASS.test(selector) || CONTROL_PROPERTY.test(body),
);

describe('the native controls stylesheet', () => {
  it('has rules for each control', () => {
    for (const name of CONTROLS) {
      expect(controlRules.some(({ selector }) => controlClass(name).test(selector))).toBe(true);
    }
  });

  it('names no Themes class', () => {
    for (const { selector } of controlRules) expect(selector).not.toMatch(/\.rt-/);
  });

  it("reads only Themes' public tokens and its own properties", () => {
    for (const { body } of controlRules) {
      for (const [, name = ''] of body.matchAll(/var\((--[\w-]+)/g)) {
        if (!name.startsWith('--sahm-')) expect(publicTokens).toContain(name);
      }
    }
  });

  it('sets no property of Themes', () => {
    for (const { body } of controlRules) {
      for (const [, name = ''] of body.matchAll(/(--[\w-]+)\s*:/g)) {
        expect(name).toMatch(/^--sahm-/);
      }
    }
  });
});
