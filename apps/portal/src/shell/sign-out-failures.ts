import { createPendingFailure, type PendingFailure } from './pending-failure';

/**
 * Sign-outs that forgot the session here but could not reach the provider's end-session page
 * (docs/adr/0501), waiting to be shown with their retry: reported by the auth, shown by the root
 * layout.
 */
export type SignOutFailures = PendingFailure<() => Promise<void>>;

export const createSignOutFailures = (): SignOutFailures =>
  createPendingFailure((_error, retry) => retry);

/** The portal's: `RootLayout` shows them. */
export const signOutFailures = createSignOutFailures();
