import { describe, expect, it, vi } from 'vitest';
import { signInOrGoHome } from './sign-in-or-go-home';

function fakes(sessionEnded?: boolean) {
  const login = vi.fn(async () => {});
  const navigate = vi.fn();
  const auth = sessionEnded === undefined ? { login } : { login, sessionEnded: () => sessionEnded };
  return { auth, login, navigate };
}

describe('signInOrGoHome (docs/adr/0410)', () => {
  it('signs in and comes back while no session was ended on purpose', () => {
    for (const { auth, login, navigate } of [fakes(false), fakes()]) {
      signInOrGoHome(auth, navigate, '/wallet?tab=2');
      expect(login).toHaveBeenCalledWith('/wallet?tab=2');
      expect(navigate).not.toHaveBeenCalled();
    }
  });

  it('goes Home, signed out, after a logout in this or another tab', () => {
    const { auth, login, navigate } = fakes(true);
    signInOrGoHome(auth, navigate, '/wallet');
    expect(login).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});
