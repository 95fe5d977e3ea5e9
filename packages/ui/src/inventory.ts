/**
 * The design system's inventory, kept as data beside each component and screen
 * (`<Name>.inventory.ts`), and checked by `scripts/check-inventory.mjs` (docs/storybook.md).
 */
export type InventoryEntry = {
  /** The component or screen, as its folder names it. */
  name: string;
  kind: 'component' | 'screen';
  /** `beta` while its API or design may still change without a major version. */
  status: 'stable' | 'beta';
  /**
   * The states a designer or QA person would ask to see, in words ("long text"). Each needs two
   * stories named exactly after it: `LongTextArabic` (right to left) and `LongTextEnglish` (pinned
   * to left to right), ADR 0170.
   */
  states: readonly string[];
  /** The day the last accessibility review (keyboard, screen reader, axe) was done: YYYY-MM-DD. */
  a11yReviewed: `${number}-${number}-${number}`;
  /** The Storybook title holding its stories, e.g. `UI/Form/TextInput`. */
  stories: string;
};

/** A folder describes one component or screen, or several when it holds more than one. */
export type Inventory = InventoryEntry | readonly InventoryEntry[];
