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

/** Why a tab ended the session: a logout, or the provider refusing its refresh token. */
export type SessionEndSignal = 'logout' | 'refresh-refused';

export interface CrossTabLogout {
  /** Tells the other tabs this tab ended the session; a logout unless said otherwise. */
  announce(signal?: SessionEndSignal): void;
  /** Called when another tab ended the session; returns the unsubscribe. */
  subscribe(listener: (signal: SessionEndSignal) => void): () => void;
  close(): void;
}

const SIGNALS: readonly SessionEndSignal[] = ['logout', 'refresh-refused'];
const toSignal = (value: unknown): SessionEndSignal | null =>
  SIGNALS.find((signal) => signal === value) ?? null;

const defaultChannelFactory =
  typeof BroadcastChannel === 'function' ? (name: string) => new BroadcastChannel(name) : null;

/**
 * A logout in one tab logs out all (SPEC §4), and so does a refresh token the provider refused
 * (docs/adr/0411): a BroadcastChannel message, and a storage write whose `storage` event reaches
 * tabs of browsers without channels. Either may arrive; listeners must be idempotent.
 */
export function createCrossTabLogout({
  storage = localStorage,
  eventSource = window,
  createChannel = defaultChannelFactory,
  now = Date.now,
}: CrossTabLogoutOptions = {}): CrossTabLogout {
  const listeners = new Set<(signal: SessionEndSignal) => void>();
  const channel = createChannel?.(LOGOUT_CHANNEL_NAME) ?? null;
  const notify = (signal: SessionEndSignal | null) => {
    if (signal) listeners.forEach((listener) => listener(signal));
  };
  const onMessage = (event: MessageEvent) => notify(toSignal(event.data));
  const onStorage = (event: StorageEvent) => {
    // `<signal> <time>`; any other value written there still ends the session, as a logout.
    if (event.key !== LOGOUT_SIGNAL_STORAGE_KEY || !event.newValue) return;
    notify(toSignal(event.newValue.split(' ')[0]) ?? 'logout');
  };
  channel?.addEventListener('message', onMessage);
  eventSource.addEventListener('storage', onStorage);

  return {
    announce(signal = 'logout') {
      channel?.postMessage(signal);
      // A new value each time so the storage event fires even for repeated logouts.
      storage.setItem(LOGOUT_SIGNAL_STORAGE_KEY, `${signal} ${now()}`);
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
