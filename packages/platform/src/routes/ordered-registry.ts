import { dedupeBy, sortByOrder } from './sort-by-order';

export interface OrderedRegistry<T extends { order?: number | null }> {
  /** Adds items; an item whose key exists replaces it (SPEC §4). Answers the sorted list. */
  add(items: readonly T[]): T[];
  /** Removes items by key. Answers the sorted list. */
  remove(keys: readonly string[]): T[];
  /** The sorted list; the same array until the next change (for `useSyncExternalStore`). */
  list(): T[];
  subscribe(listener: () => void): () => void;
}

/** A keyed list kept sorted by order (SPEC §4) that an application extends at run time. */
export function createOrderedRegistry<T extends { order?: number | null }>(
  keyOf: (item: T) => string,
  initial: readonly T[] = [],
): OrderedRegistry<T> {
  let items = sortByOrder(dedupeBy(initial, keyOf));
  const listeners = new Set<() => void>();

  function commit(next: readonly T[]): T[] {
    items = sortByOrder(dedupeBy(next, keyOf));
    listeners.forEach((listener) => listener());
    return items;
  }

  return {
    add: (added) => commit([...items, ...added]),
    remove: (keys) => commit(items.filter((item) => !keys.includes(keyOf(item)))),
    list: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
