import { LOGOUT_CHANNEL_NAME, LOGOUT_SIGNAL_STORAGE_KEY } from '../constants';

type EventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface CrossTabLogoutOptions {
  storage?: Storage;
  /** Where `storage` events arrive; `window` in the browser. */
  eventSource?: EventSource;
  /** BroadcastChannel factory; null where channels are unavailable (storage events only). */
  createChannel?: ((name: string) => BroadcastChannel) | null;
  now?: () => number;
}

export interface CrossTabLogout {
  /** Tells the other tabs this tab logged out. */
  announce(): void;
  /** Called when another tab logged out; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  close(): void;
}

const defaultChannelFactory =
  typeof BroadcastChannel === 'function' ? (name: string) => new BroadcastChannel(name) : null;

/**
 * A logout in one tab logs out all (SPEC §4): a BroadcastChannel message, and a storage write
 * whose `storage` event reaches tabs of browsers without channels. Either may arrive; listeners
 * must be idempotent.
 */
export function createCrossTabLogout({
  storage = localStorage,
  eventSource = window,
  createChannel = defaultChannelFactory,
  now = Date.now,
}: CrossTabLogoutOptions = {}): CrossTabLogout {
  const listeners = new Set<() => void>();
  const channel = createChannel?.(LOGOUT_CHANNEL_NAME) ?? null;
  const notify = () => listeners.forEach((listener) => listener());
  const onMessage = (event: MessageEvent) => {
    if (event.data === 'logout') notify();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOGOUT_SIGNAL_STORAGE_KEY && event.newValue) notify();
  };
  channel?.addEventListener('message', onMessage);
  eventSource.addEventListener('storage', onStorage);

  return {
    announce() {
      channel?.postMessage('logout');
      // A new value each time so the storage event fires even for repeated logouts.
      storage.setItem(LOGOUT_SIGNAL_STORAGE_KEY, String(now()));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      channel?.removeEventListener('message', onMessage);
      channel?.close();
      eventSource.removeEventListener('storage', onStorage);
    },
  };
}
