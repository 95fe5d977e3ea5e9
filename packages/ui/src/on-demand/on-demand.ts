import { useEffect, useSyncExternalStore } from 'react';

// Code that only runs when something goes wrong or needs confirming is fetched when it is first
// needed, not with the application (ADR 0190). Not React.lazy: Suspense holds a boundary's content
// back at least 300 ms after its fallback showed, which would make the first dialog visibly late.

/** A module fetched once, on first demand; components re-render when it has arrived. */
export type OnDemand<Module> = {
  /** Starts the fetch (once); a failed one is tried again by the next call. */
  load: () => Promise<Module>;
  /** The module once it has arrived; `undefined` before. */
  loaded: () => Module | undefined;
  subscribe: (listener: () => void) => () => void;
};

export function onDemand<Module>(fetchModule: () => Promise<Module>): OnDemand<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= fetchModule().then(
        (module) => {
          loaded = module;
          listeners.forEach((listener) => listener());
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The module once it has arrived; `wanted` starts fetching it (a failure stays in the console). */
export function useOnDemand<Module>(source: OnDemand<Module>, wanted: boolean): Module | undefined {
  const module = useSyncExternalStore(source.subscribe, source.loaded, source.loaded);
  useEffect(() => {
    if (wanted && !module) void source.load();
  }, [source, wanted, module]);
  return module;
}
