import type * as SonnerChunk from './SonnerToaster';

// Sonner (about 10 KB gzip) is fetched with the first toast, not with the application: most
// visits never show one (ADR 0190). This module only knows whether it has arrived.
type LoadedSonner = typeof SonnerChunk;

let loaded: LoadedSonner | undefined;
let loading: Promise<LoadedSonner> | undefined;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<LoadedSonner> {
  loading ??= import('./SonnerToaster').then(
    (module) => {
      loaded = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      // A failed fetch (offline, a deploy replaced the chunk) is tried again by the next toast.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Sonner once it has loaded; `undefined` before. */
export const loadedSonner = (): LoadedSonner | undefined => loaded;

export function subscribeToSonner(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
