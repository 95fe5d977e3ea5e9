import { ErrorTimeout } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import type { AuthPort } from '@sahm/platform';
import { createSignInFailures, reportingSignInFailures } from './sign-in-failures';

const authWhoseLogin = (login: (returnTo?: string) => Promise<void>): AuthPort => ({
  getAccessToken: () => null,
  isAuthenticated: () => false,
  login: vi.fn(login),
  logout: async () => {},
});

describe('a sign-in that fails (docs/adr/0431)', () => {
  it('settles instead of rejecting, and is reported as unreachable with a retry', async () => {
    const failures = createSignInFailures();
    const auth = authWhoseLogin(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(reportingSignInFailures(auth, failures).login('/wallet#x')).resolves.toBe(
      undefined,
    );
    const failure = failures.take();
    expect(failure?.kind).toBe('unreachable');
    await failure?.retry();
    expect(auth.login).toHaveBeenCalledTimes(2);
    expect(auth.login).toHaveBeenLastCalledWith('/wallet#x');
  });

  it('reports a time-out as unreachable and anything else as failed', async () => {
    const failures = createSignInFailures();
    await reportingSignInFailures(
      authWhoseLogin(async () => {
        throw new ErrorTimeout('timed out');
      }),
      failures,
    ).login();
    expect(failures.take()?.kind).toBe('unreachable');
    failures.report(new Error('No matching state found in storage'), async () => {});
    expect(failures.take()?.kind).toBe('failed');
  });

  it('reports nothing when the sign-in starts', async () => {
    const failures = createSignInFailures();
    await reportingSignInFailures(
      authWhoseLogin(async () => {}),
      failures,
    ).login();
    expect(failures.take()).toBeNull();
  });

  it('keeps a failure reported before anyone listens, shows it once, the newest wins', () => {
    const failures = createSignInFailures();
    const listener = vi.fn();
    failures.report(new TypeError('Failed to fetch'), async () => {});
    failures.report(new Error('refused'), async () => {});
    failures.subscribe(listener);
    expect(failures.take()?.kind).toBe('failed');
    expect(failures.take()).toBeNull();
    failures.report(new TypeError('Failed to fetch'), async () => {});
    expect(listener).toHaveBeenCalledOnce();
  });
});
