import type { RouteItem } from './route-item';
import { dedupeByName, sortByOrder } from './sort-by-order';

export interface RoutesRegistry<T extends RouteItem = RouteItem> {
  /** Adds entries; an entry whose name exists replaces it. Answers the sorted list. */
  add(items: readonly T[]): T[];
  /** Removes entries by name. Answers the sorted list. */
  remove(names: readonly string[]): T[];
  /** Replaces the whole list. Answers the sorted list. */
  replace(items: readonly T[]): T[];
  list(): T[];
  subscribe(listener: (items: T[]) => void): () => void;
}

/** A flat, order-sorted list of routes or menu entries the app can extend at run time. */
export function createRoutesRegistry<T extends RouteItem = RouteItem>(
  initial: readonly T[] = [],
): RoutesRegistry<T> {
  let items = sortByOrder(dedupeByName(initial));
  const listeners = new Set<(items: T[]) => void>();

  function commit(next: readonly T[]): T[] {
    items = sortByOrder(dedupeByName(next));
    listeners.forEach((listener) => listener(items));
    return items;
  }

  return {
    add: (added) => commit([...items, ...added]),
    remove: (names) => commit(items.filter((item) => !names.includes(item.name))),
    replace: (next) => commit(next),
    list: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
