// zod/mini: read on the first screen, where classic zod would cost its whole core (ADR 0185).
import { z } from 'zod/mini';
import { STORAGE_KEYS } from '../constants';

const sessionTenantSchema = z.object({
  id: z.nullable(z.string()),
  name: z.nullable(z.string()),
  isAvailable: z.boolean(),
});

const sessionStateSchema = z.object({
  language: z.nullable(z.string()),
  tenant: z.nullable(sessionTenantSchema),
});

/** The `abpSession` kept in localStorage (SPEC §3). */
export type SessionState = z.infer<typeof sessionStateSchema>;
export type SessionTenant = z.infer<typeof sessionTenantSchema>;

export const EMPTY_SESSION: SessionState = { language: null, tenant: null };

export interface SessionStore {
  get(): SessionState;
  set(state: SessionState): void;
  update(patch: Partial<SessionState>): void;
  clear(): void;
  /** Called on every change, including writes from other tabs; returns the unsubscribe. */
  subscribe(listener: (state: SessionState) => void): () => void;
}

export interface SessionStoreOptions {
  storage?: Storage;
  /** Where the cross-tab `storage` event arrives; `window` in the browser. */
  eventSource?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

function parse(raw: string | null): SessionState {
  if (raw === null) return EMPTY_SESSION;
  try {
    const result = sessionStateSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : EMPTY_SESSION;
  } catch {
    return EMPTY_SESSION;
  }
}

export function createSessionStore({
  storage = localStorage,
  eventSource = window,
}: SessionStoreOptions = {}): SessionStore {
  const key = STORAGE_KEYS.session;
  const listeners = new Set<(state: SessionState) => void>();
  // Same raw string → same object, so React's useSyncExternalStore sees a stable snapshot.
  let cachedRaw: string | null | undefined;
  let cachedState: SessionState = EMPTY_SESSION;

  function get(): SessionState {
    const raw = storage.getItem(key);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedState = parse(raw);
    }
    return cachedState;
  }

  function notify() {
    const state = get();
    listeners.forEach((listener) => listener(state));
  }

  function onStorage(event: StorageEvent) {
    // A null key means another tab cleared the whole storage.
    if (event.key === key || event.key === null) notify();
  }

  function set(state: SessionState) {
    storage.setItem(key, JSON.stringify(state));
    notify();
  }

  return {
    get,
    set,
    update(patch) {
      set({ ...get(), ...patch });
    },
    clear() {
      storage.removeItem(key);
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) eventSource.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) eventSource.removeEventListener('storage', onStorage);
      };
    },
  };
}
