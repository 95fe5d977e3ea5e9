import type { Plugin } from 'vite';

const POPPER = '@radix-ui/react-popper';
const TOOLTIP_MODULE = /[\\/]@radix-ui[\\/]react-tooltip[\\/]/;
// A query on the package's own file: a second module instance that keeps its source map and
// resolves its own imports (Floating UI, React) from where the package does.
const TOOLTIP_POPPER_QUERY = '?radix-tooltip';

/**
 * Gives `@radix-ui/react-tooltip` its own instance of `@radix-ui/react-popper` (docs/adr/0215).
 *
 * Themes' `<Theme>` renders `Tooltip.Provider`, whose module needs `createPopperScope` as it loads;
 * with one shared Popper module, the whole module and Floating UI sat in the first route because
 * lazily loaded menus and selects use the rest of it. The tooltip takes root, anchor, content and
 * scope from its own instance, so its contexts match; Popper has no other module state.
 */
export function tooltipOwnPopper(): Plugin {
  return {
    name: 'sahm:tooltip-own-popper',
    // Dev pre-bundles Radix without this hook; the first route is a build concern.
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== POPPER || importer === undefined || !TOOLTIP_MODULE.test(importer))
        return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: `${resolved.id}${TOOLTIP_POPPER_QUERY}` };
    },
  };
}
