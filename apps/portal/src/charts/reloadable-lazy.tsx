import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded component whose failed import can be started over. */
export type ReloadableLazy<Props extends object> = ComponentType<Props> & {
  /** Forgets a failed import: the next render imports again (React.lazy keeps the rejection). */
  reload: () => void;
};

/**
 * React.lazy, but a chunk that failed to load (the network dropped, a new deployment removed it)
 * is fetched again after `reload()`: React.lazy caches its promise, rejected or not, so a retry
 * needs a new lazy component. The returned component stays the same, so no parent re-renders.
 */
export function reloadableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ReloadableLazy<Props> {
  let current: LazyExoticComponent<ComponentType<Props>> = lazy(load);
  function Reloadable(props: Props) {
    const Loaded = current;
    return <Loaded {...props} />;
  }
  return Object.assign(Reloadable, {
    reload: () => {
      current = lazy(load);
    },
  });
}
