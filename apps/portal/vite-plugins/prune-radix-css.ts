import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import postcss from 'postcss';
import type { Plugin } from 'vite';

const RADIX_COMPONENT_MODULE = /@radix-ui\/themes\/dist\/esm\/components\/([a-z-]+)\.js$/;
const RADIX_CLASS = /\.rt-([A-Z][A-Za-z]*)/g;
// A class written in code rather than by a Themes component (the deferred select trigger) keeps
// its component's CSS too.
const RADIX_CLASS_IN_CODE = /\brt-([A-Z][A-Za-z]*)/g;

const toPascalCase = (kebab: string) =>
  kebab.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());

/** Every public Radix Themes component, by the class prefix its CSS uses (`text-field` → `TextField`). */
function radixComponentNames(): string[] {
  const require = createRequire(import.meta.url);
  const components = join(dirname(require.resolve('@radix-ui/themes')), 'components');
  return readdirSync(components)
    .filter((file) => /^[a-z-]+\.js$/.test(file))
    .map((file) => toPascalCase(file.slice(0, -'.js'.length)));
}

/** The component a class belongs to: the longest name it starts with (`TextFieldRoot` → `TextField`). */
function ownerOf(className: string, components: readonly string[]): string | null {
  let owner: string | null = null;
  for (const name of components) {
    const rest = className.slice(name.length);
    const startsWith = className.startsWith(name) && (rest === '' || /^[A-Z]/.test(rest));
    if (startsWith && name.length > (owner?.length ?? 0)) owner = name;
  }
  return owner;
}

/** Media and supports blocks left without rules go too, innermost first. */
function removeEmptyAtRules(root: postcss.Root): void {
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length !== 0) return;
      atRule.remove();
      removed = true;
    });
  }
}

/**
 * Drops the CSS of Radix Themes components that no chunk of the build renders (docs/adr/0042).
 * The set comes from the bundle itself, so a screen that starts using a component keeps its CSS,
 * and so does code that writes a component's classes itself.
 */
export function pruneRadixCss(): Plugin {
  return {
    name: 'sahm:prune-radix-css',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const components = radixComponentNames();
        const used = new Set<string>();
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          for (const [id, module] of Object.entries(output.modules)) {
            const match = RADIX_COMPONENT_MODULE.exec(id);
            if (match?.[1] && module.renderedLength > 0) used.add(toPascalCase(match[1]));
          }
          for (const [, className] of output.code.matchAll(RADIX_CLASS_IN_CODE)) {
            const owner = className ? ownerOf(className, components) : null;
            if (owner) used.add(owner);
          }
        }
        const isUnused = (selector: string) =>
          [...selector.matchAll(RADIX_CLASS)].some(([, className]) => {
            const owner = className ? ownerOf(className, components) : null;
            return owner !== null && !used.has(owner);
          });
        for (const output of Object.values(bundle)) {
          if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
          const root = postcss.parse(String(output.source));
          root.walkRules((rule) => {
            const kept = rule.selectors.filter((selector) => !isUnused(selector));
            if (kept.length === 0) rule.remove();
            else rule.selectors = kept;
          });
          removeEmptyAtRules(root);
          output.source = root.toString();
        }
      },
    },
  };
}
