import { describe, expect, it, vi } from 'vitest';
import { accountLoginHref, toReturnPath, withAccountLoginPage } from './account-login';

describe('toReturnPath', () => {
  it('keeps in-app paths with their query and hash', () => {
    expect(toReturnPath('/wallet?tab=2#top')).toBe('/wallet?tab=2#top');
  });

  it('refuses other origins (no open redirects)', () => {
    expect(toReturnPath('https://evil.example/')).toBe('/');
    expect(toReturnPath('//evil.example/')).toBe('/');
    expect(toReturnPath('/\\evil.example')).toBe('/');
    expect(toReturnPath(null)).toBe('/');
  });

  it('sends account pages home, except My account', () => {
    expect(toReturnPath('/account/login')).toBe('/');
    expect(toReturnPath('/account/register')).toBe('/');
    expect(toReturnPath('/account/manage')).toBe('/account/manage');
  });
});

describe('accountLoginHref', () => {
  it('carries the return path as returnUrl', () => {
    expect(accountLoginHref('/wallet?tab=2')).toBe('/account/login?returnUrl=%2Fwallet%3Ftab%3D2');
  });

  it('leaves it out for home', () => {
    expect(accountLoginHref()).toBe('/account/login');
    expect(accountLoginHref('https://evil.example/')).toBe('/account/login');
  });
});

describe('withAccountLoginPage', () => {
  it('turns login into a navigation to the form and passes the rest through', async () => {
    const auth = {
      getAccessToken: () => 'token',
      isAuthenticated: () => true,
      login: vi.fn(async () => {}),
      logout: vi.fn(async () => {}),
    };
    const navigate = vi.fn(async () => {});
    const portalAuth = withAccountLoginPage(auth, navigate);

    await portalAuth.login('/investor-prof');
    await portalAuth.logout();

    expect(navigate).toHaveBeenCalledWith('/account/login?returnUrl=%2Finvestor-prof');
    expect(auth.login).not.toHaveBeenCalled();
    expect(auth.logout).toHaveBeenCalledOnce();
    expect(portalAuth.getAccessToken()).toBe('token');
    expect(portalAuth.isAuthenticated()).toBe(true);
  });
});
