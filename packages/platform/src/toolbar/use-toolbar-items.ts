import { useSyncExternalStore } from 'react';
import { usePolicyChecker } from '../react/use-policy';
import { visibleToolbarItems, type ToolbarItem, type ToolbarRegistry } from './toolbar-registry';

/** The registry's visible items in order, re-rendering when an item is added or removed. */
export function useToolbarItems<T extends ToolbarItem>(registry: ToolbarRegistry<T>): T[] {
  const items = useSyncExternalStore(registry.subscribe, registry.list);
  return visibleToolbarItems(items, usePolicyChecker());
}
