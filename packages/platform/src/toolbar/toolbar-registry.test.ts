import { describe, expect, it } from 'vitest';
import { isPolicyGranted } from '../permissions/is-policy-granted';
import { createToolbarRegistry, visibleToolbarItems, type ToolbarItem } from './toolbar-registry';

const ids = (items: ToolbarItem[]) => items.map((item) => item.id);

describe('toolbar registry (SPEC §4)', () => {
  it('sorts by order, items with an order before those without', () => {
    const registry = createToolbarRegistry([
      { id: 'help' },
      { id: 'user', order: 2 },
      { id: 'language', order: 1 },
      { id: 'news' },
    ]);
    expect(ids(registry.list())).toEqual(['language', 'user', 'help', 'news']);
  });

  it('replaces an item added with an existing id, in its new order', () => {
    const registry = createToolbarRegistry<ToolbarItem & { label: string }>([
      { id: 'language', order: 1, label: 'old' },
      { id: 'user', order: 2, label: 'user' },
    ]);
    const next = registry.add([{ id: 'language', order: 3, label: 'new' }]);
    expect(next).toEqual([
      { id: 'user', order: 2, label: 'user' },
      { id: 'language', order: 3, label: 'new' },
    ]);
  });

  it('removes items by id', () => {
    const registry = createToolbarRegistry([{ id: 'language' }, { id: 'user' }]);
    expect(ids(registry.remove(['language']))).toEqual(['user']);
  });
});

describe('visibleToolbarItems (SPEC §6)', () => {
  const isGranted = (policy: string | null | undefined) =>
    isPolicyGranted({ 'AbpIdentity.Users': true }, policy);

  it('hides invisible items and items whose policy is not granted', () => {
    expect(
      ids(
        visibleToolbarItems(
          [
            { id: 'open' },
            { id: 'granted', requiredPolicy: 'AbpIdentity.Users' },
            { id: 'denied', requiredPolicy: 'AbpIdentity.Roles' },
            { id: 'either', requiredPolicy: 'AbpIdentity.Roles || AbpIdentity.Users' },
            { id: 'hidden', invisible: true },
          ],
          isGranted,
        ),
      ),
    ).toEqual(['open', 'granted', 'either']);
  });
});
