import { describe, expect, it, vi } from 'vitest';
import type { RouteItem } from './route-item';
import { createRoutesRegistry } from './routes-registry';
import { sortByOrder } from './sort-by-order';

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

describe('createRoutesRegistry', () => {
  it('adds, replaces by name, removes and answers sorted lists', () => {
    const registry = createRoutesRegistry<RouteItem>([{ name: 'Wallet', path: '/wallet' }]);

    expect(registry.add([{ name: 'Home', path: '/', order: 1 }]).map((r) => r.name)).toEqual([
      'Home',
      'Wallet',
    ]);
    expect(registry.add([{ name: 'Wallet', path: '/my-wallet', order: 5 }])).toEqual([
      { name: 'Home', path: '/', order: 1 },
      { name: 'Wallet', path: '/my-wallet', order: 5 },
    ]);
    expect(registry.remove(['Home']).map((r) => r.name)).toEqual(['Wallet']);
    expect(registry.replace([{ name: 'Only' }])).toEqual([{ name: 'Only' }]);
    expect(registry.list()).toEqual([{ name: 'Only' }]);
  });

  it('notifies subscribers until they unsubscribe', () => {
    const registry = createRoutesRegistry();
    const listener = vi.fn();
    const unsubscribe = registry.subscribe(listener);

    registry.add([{ name: 'Home' }]);
    unsubscribe();
    registry.remove(['Home']);

    expect(listener).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalledWith([{ name: 'Home' }]);
  });
});
