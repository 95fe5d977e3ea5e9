import { describe, expect, it, vi } from 'vitest';
import type { AuthPort } from '@sahm/platform';
import {
  RETURN_AFTER_SIGN_IN_KEY,
  forgetReturnPath,
  rememberReturnPath,
  returnPathOf,
  takeReturnPath,
  withRememberedReturnPath,
} from './return-path';

const providerAuth = () => ({
  getAccessToken: () => null,
  isAuthenticated: () => false,
  login: vi.fn(async (_returnTo?: string) => {}),
  logout: vi.fn(async () => {}),
});

describe('where a sign-in returns to (docs/adr/0433)', () => {
  it('is the page shown: path, query and fragment', () => {
    expect(returnPathOf({ pathname: '/wallet', search: '?page=2', hash: '#recent' })).toBe(
      '/wallet?page=2#recent',
    );
  });

  it('is never another origin', () => {
    expect(returnPathOf({ pathname: '//evil.example/', search: '', hash: '' })).toBe('/');
    rememberReturnPath('https://evil.example/', sessionStorage);
    expect(takeReturnPath(sessionStorage)).toBe('/');
  });

  it('is remembered for this tab and used once', () => {
    rememberReturnPath('/wallet?page=2#recent', sessionStorage);
    expect(sessionStorage.getItem(RETURN_AFTER_SIGN_IN_KEY)).toBe('/wallet?page=2#recent');
    expect(takeReturnPath(sessionStorage)).toBe('/wallet?page=2#recent');
    expect(takeReturnPath(sessionStorage)).toBeNull();
  });

  it('a Login that names no page returns to the remembered one (after an idle logout)', async () => {
    const auth = providerAuth();
    rememberReturnPath('/investment?status=open#list', sessionStorage);
    await withRememberedReturnPath(auth as AuthPort, sessionStorage).login();
    expect(auth.login).toHaveBeenCalledWith('/investment?status=open#list');
  });

  it('a sign-in for a named page returns there, and a remembered one gives way to it', async () => {
    const auth = providerAuth();
    rememberReturnPath('/investment', sessionStorage);
    const portalAuth = withRememberedReturnPath(auth as AuthPort, sessionStorage);
    await portalAuth.login('/wallet?page=2');
    expect(auth.login).toHaveBeenLastCalledWith('/wallet?page=2');
    // Remembered in its turn: trying again after a failed callback goes to the same page.
    await portalAuth.login();
    expect(auth.login).toHaveBeenLastCalledWith('/wallet?page=2');
  });

  it('goes Home when nothing is remembered, and a completed sign-in forgets it', async () => {
    const auth = providerAuth();
    const portalAuth = withRememberedReturnPath(auth as AuthPort, sessionStorage);
    rememberReturnPath('/wallet', sessionStorage);
    forgetReturnPath(sessionStorage);
    await portalAuth.login();
    expect(auth.login).toHaveBeenCalledWith('/');
  });
});
