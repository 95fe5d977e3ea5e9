import { describe, expect, it } from 'vitest';
import { abpErrorResponse, preferredLanguage } from './abp-error';

describe('preferredLanguage', () => {
  it('is Arabic unless English is preferred', () => {
    expect(preferredLanguage(undefined)).toBe('ar');
    expect(preferredLanguage('fr')).toBe('ar');
    expect(preferredLanguage('en-GB,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(preferredLanguage('fr,ar;q=0.5,en;q=0.9')).toBe('en');
    expect(preferredLanguage('ar-SA,en;q=0.9')).toBe('ar');
    expect(preferredLanguage('en;q=0,ar;q=0.1')).toBe('ar');
  });
});

describe('abpErrorResponse', () => {
  it('answers ABP’s RemoteServiceErrorResponse with the _AbpErrorFormat header', async () => {
    const response = abpErrorResponse('sessionEnded', 'ar');
    expect(response.status).toBe(401);
    expect(response.headers.get('_AbpErrorFormat')).toBe('true');
    expect(await response.json()).toEqual({
      error: {
        code: 'Sahm.Bff:SessionEnded',
        message: 'انتهت جلستك. يُرجى تسجيل الدخول مجددًا.',
        details: null,
        data: null,
        validationErrors: null,
      },
    });
  });
});
