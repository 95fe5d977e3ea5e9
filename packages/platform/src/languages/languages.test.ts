import { afterEach, describe, expect, it, vi } from 'vitest';
import { CULTURE_COOKIE_NAME, STORAGE_KEYS } from '../constants';
import { createSessionStore } from '../session/session-store';
import { applyDocumentLanguage } from './apply-document-language';
import { formatCultureCookieValue, writeCultureCookie } from './culture-cookie';
import { readCurrentLanguage } from './language-storage';
import { resolveInitialLanguage } from './resolve-initial-language';
import { switchLanguage } from './switch-language';

afterEach(() => {
  document.cookie = `${CULTURE_COOKIE_NAME}=; path=/; max-age=0`;
});

describe('resolveInitialLanguage', () => {
  it('stores Arabic and reloads on the first visit', () => {
    const reload = vi.fn();
    expect(resolveInitialLanguage(localStorage, reload)).toEqual({ status: 'reloading' });
    expect(localStorage.getItem(STORAGE_KEYS.currentLanguage)).toBe('ar');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('uses the stored language without reloading', () => {
    localStorage.setItem(STORAGE_KEYS.currentLanguage, 'en');
    const reload = vi.fn();
    expect(resolveInitialLanguage(localStorage, reload)).toEqual({
      status: 'ready',
      language: 'en',
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it('treats an unsupported stored language like a first visit', () => {
    localStorage.setItem(STORAGE_KEYS.currentLanguage, 'fr');
    const reload = vi.fn();
    expect(resolveInitialLanguage(localStorage, reload).status).toBe('reloading');
    expect(localStorage.getItem(STORAGE_KEYS.currentLanguage)).toBe('ar');
  });
});

describe('readCurrentLanguage', () => {
  it('defaults to Arabic', () => {
    expect(readCurrentLanguage()).toBe('ar');
    localStorage.setItem(STORAGE_KEYS.currentLanguage, 'en');
    expect(readCurrentLanguage()).toBe('en');
  });
});

describe('applyDocumentLanguage', () => {
  it('sets lang and dir on <html>', () => {
    applyDocumentLanguage('ar', true);
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    applyDocumentLanguage('en', false);
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});

describe('writeCultureCookie', () => {
  it('writes the URL-encoded ASP.NET culture cookie', () => {
    expect(formatCultureCookieValue('ar')).toBe('c%3Dar%7Cuic%3Dar');
    writeCultureCookie('en');
    expect(document.cookie).toContain('.AspNetCore.Culture=c%3Den%7Cuic%3Den');
  });

  it('sets path, a long max-age and SameSite=Lax', () => {
    const doc = { cookie: '' } as Document;
    writeCultureCookie('ar', doc);
    expect(doc.cookie).toBe(
      '.AspNetCore.Culture=c%3Dar%7Cuic%3Dar; path=/; max-age=31536000; SameSite=Lax',
    );
  });
});

describe('switchLanguage', () => {
  it('stores, writes the cookie, refreshes, applies lang/dir, then reloads, in that order', async () => {
    const steps: string[] = [];
    const session = createSessionStore();
    const refreshConfiguration = vi.fn(async () => {
      steps.push(`refresh:${localStorage.getItem(STORAGE_KEYS.currentLanguage)}`);
      steps.push(`cookie:${document.cookie.includes('c%3Den')}`);
      return {
        localization: {
          currentCulture: { cultureName: 'en', isRightToLeft: false },
          values: {},
          resources: {},
          languages: [],
        },
      };
    });
    const reload = vi.fn(() => steps.push(`reload:${document.documentElement.dir}`));
    applyDocumentLanguage('ar', true);

    await switchLanguage('en', { refreshConfiguration, reload, session });

    expect(steps).toEqual(['refresh:en', 'cookie:true', 'reload:ltr']);
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(session.get().language).toBe('en');
  });
});
