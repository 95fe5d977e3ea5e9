/**
 * A ref callback that brings an element into view when it mounts: a save failure shown at the end
 * of a dialog's scrolled body would otherwise stay below the fold. Module-level, so React calls it
 * once per mount rather than on every render.
 */
export const scrollIntoViewOnMount = (node: HTMLElement | null) =>
  node?.scrollIntoView({ block: 'nearest' });
