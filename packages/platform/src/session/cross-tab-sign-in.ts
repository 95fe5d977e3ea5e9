import { SIGN_IN_CHANNEL_NAME } from '../constants';

export interface CrossTabSignInOptions {
  /** BroadcastChannel factory; null where channels are unavailable (nothing is heard then). */
  createChannel?: ((name: string) => BroadcastChannel) | null;
}

export interface CrossTabSignIn {
  /** Tells the other tabs this tab found a signed-in session. */
  announce(): void;
  /** Called when another tab found one; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  close(): void;
}

const SIGNED_IN = 'signed-in';

const defaultChannelFactory =
  typeof BroadcastChannel === 'function' ? (name: string) => new BroadcastChannel(name) : null;

/**
 * bff mode (issue 28 C9): a sign-in in one tab reaches the tabs that are signed out, as a logout
 * reaches every tab (cross-tab-logout): a BroadcastChannel message. The BFF's HttpOnly cookie
 * raises no event in the other tabs, so the tab that found the session says so, and the listeners
 * ask the BFF who is signed in: the message itself proves nothing.
 */
export function createCrossTabSignIn({
  createChannel = defaultChannelFactory,
}: CrossTabSignInOptions = {}): CrossTabSignIn {
  const listeners = new Set<() => void>();
  const channel = createChannel?.(SIGN_IN_CHANNEL_NAME) ?? null;
  const onMessage = (event: MessageEvent) => {
    if (event.data === SIGNED_IN) listeners.forEach((listener) => listener());
  };
  channel?.addEventListener('message', onMessage);
  return {
    announce() {
      channel?.postMessage(SIGNED_IN);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      channel?.removeEventListener('message', onMessage);
      channel?.close();
    },
  };
}
