import { createOrderedRegistry, type OrderedRegistry } from '../routes/ordered-registry';

/** A navbar toolbar entry (ABP's nav item): keyed by id, sorted by order, hidden unless granted. */
export interface ToolbarItem {
  id: string;
  order?: number | null;
  requiredPolicy?: string | null;
  invisible?: boolean;
}

export type ToolbarRegistry<T extends ToolbarItem = ToolbarItem> = OrderedRegistry<T>;

/** SPEC §4: sorted by order, items with an order first; adding an existing id replaces it. */
export function createToolbarRegistry<T extends ToolbarItem>(
  initial: readonly T[] = [],
): ToolbarRegistry<T> {
  return createOrderedRegistry<T>((item) => item.id, initial);
}

/** SPEC §6: nav items hide unless their policy is granted, and can be marked invisible. */
export function visibleToolbarItems<T extends ToolbarItem>(
  items: readonly T[],
  isGranted: (requiredPolicy: string | null | undefined) => boolean,
): T[] {
  return items.filter((item) => !item.invisible && isGranted(item.requiredPolicy));
}
