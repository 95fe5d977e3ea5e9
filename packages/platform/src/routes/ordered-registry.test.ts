import { describe, expect, it, vi } from 'vitest';
import { createOrderedRegistry } from './ordered-registry';
import { dedupeBy, sortByOrder } from './sort-by-order';

describe('sortByOrder', () => {
  it('puts ordered items first, ascending, and keeps the rest in place', () => {
    expect(
      sortByOrder([
        { n: 'a' },
        { n: 'b', order: 2 },
        { n: 'c' },
        { n: 'd', order: 0 },
        { n: 'e', order: 2 },
      ]).map((item) => item.n),
    ).toEqual(['d', 'b', 'e', 'a', 'c']);
  });
});

describe('dedupeBy', () => {
  it('keeps the last item of a key at the first one’s position', () => {
    expect(
      dedupeBy(
        [
          { key: 'x', v: 1 },
          { key: 'y', v: 2 },
          { key: 'x', v: 3 },
        ],
        (item) => item.key,
      ),
    ).toEqual([
      { key: 'x', v: 3 },
      { key: 'y', v: 2 },
    ]);
  });
});

type Entry = { key: string; order?: number; label?: string };

describe('createOrderedRegistry', () => {
  const keyOf = (entry: Entry) => entry.key;

  it('adds, replaces by key and removes, answering sorted lists', () => {
    const registry = createOrderedRegistry(keyOf, [{ key: 'wallet' }]);

    expect(registry.add([{ key: 'home', order: 1 }]).map(keyOf)).toEqual(['home', 'wallet']);
    expect(registry.add([{ key: 'wallet', order: 5, label: 'new' }])).toEqual([
      { key: 'home', order: 1 },
      { key: 'wallet', order: 5, label: 'new' },
    ]);
    expect(registry.remove(['home']).map(keyOf)).toEqual(['wallet']);
    expect(registry.list()).toEqual([{ key: 'wallet', order: 5, label: 'new' }]);
  });

  it('dedupes and sorts what it starts with', () => {
    const registry = createOrderedRegistry(keyOf, [
      { key: 'a' },
      { key: 'b', order: 2 },
      { key: 'a', order: 1, label: 'later' },
    ]);
    expect(registry.list()).toEqual([
      { key: 'a', order: 1, label: 'later' },
      { key: 'b', order: 2 },
    ]);
  });

  it('answers the same array until something changes', () => {
    const registry = createOrderedRegistry(keyOf, [{ key: 'a' }]);
    const first = registry.list();
    expect(registry.list()).toBe(first);
    registry.add([{ key: 'b' }]);
    expect(registry.list()).not.toBe(first);
  });

  it('notifies subscribers until they unsubscribe', () => {
    const registry = createOrderedRegistry(keyOf);
    const listener = vi.fn();
    const unsubscribe = registry.subscribe(listener);

    registry.add([{ key: 'home' }]);
    unsubscribe();
    registry.remove(['home']);

    expect(listener).toHaveBeenCalledOnce();
  });
});
