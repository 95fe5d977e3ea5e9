import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AuthMode, AuthPort } from '@sahm/platform';
import { signInFailures } from './sign-in-failures';
import { usePortalAuth } from './use-portal-auth';

const providerAuth = (mode: AuthMode) => ({
  mode,
  getAccessToken: () => null,
  isAuthenticated: () => false,
  login: vi.fn(async () => {}),
  logout: vi.fn(async () => {}),
});

/** Signs in from wherever it is, and remembers every auth object it was given. */
function Probe({ auth, seen }: { auth: ReturnType<typeof providerAuth>; seen: AuthPort[] }) {
  const portalAuth = usePortalAuth(auth);
  seen.push(portalAuth);
  const { pathname, search } = useLocation();
  return (
    <>
      <output aria-label="Location">{`${pathname}${search}`}</output>
      <Link to="/wallet?page=2">Wallet</Link>
      <button type="button" onClick={() => void portalAuth.login(`${pathname}${search}`)}>
        Sign in
      </button>
    </>
  );
}

function renderAt(path: string, auth: ReturnType<typeof providerAuth>) {
  const seen: AuthPort[] = [];
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe auth={auth} seen={seen} />
    </MemoryRouter>,
  );
  return seen;
}

const location = () => screen.getByRole('status', { name: 'Location' });

describe('usePortalAuth', () => {
  it("password mode: signing in opens the portal's login form, returning to the page", async () => {
    const auth = providerAuth('password');
    renderAt('/bank-account', auth);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(location()).toHaveTextContent('/account/login?returnUrl=%2Fbank-account');
    expect(auth.login).not.toHaveBeenCalled();
  });

  it('password mode: one auth object across navigations, navigating from the current page', async () => {
    const seen = renderAt('/', providerAuth('password'));
    await userEvent.click(screen.getByRole('link', { name: 'Wallet' }));
    expect(location()).toHaveTextContent('/wallet?page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(location()).toHaveTextContent('/account/login?returnUrl=%2Fwallet%3Fpage%3D2');
    expect(new Set(seen).size).toBe(1);
  });

  it("code mode: the provider's own sign-in, one auth object across navigations", async () => {
    const auth = providerAuth('code');
    const seen = renderAt('/wallet', auth);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(auth.login).toHaveBeenCalledWith('/wallet');
    expect(location()).toHaveTextContent('/wallet');
    await userEvent.click(screen.getByRole('link', { name: 'Wallet' }));
    expect(new Set(seen).size).toBe(1);
  });

  it('a sign-in the provider cannot start is reported with a retry, never rejected (ADR 0431)', async () => {
    const auth = providerAuth('code');
    auth.login.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const portalAuth = renderAt('/wallet', auth).at(-1);
    await expect(portalAuth?.login('/wallet')).resolves.toBeUndefined();
    const failure = signInFailures.take();
    expect(failure?.kind).toBe('unreachable');
    await failure?.retry();
    expect(auth.login).toHaveBeenLastCalledWith('/wallet');
  });
});
