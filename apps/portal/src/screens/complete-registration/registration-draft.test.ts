import { afterEach, describe, expect, it } from 'vitest';
import {
  clearRegistrationDrafts,
  readRegistrationDraft,
  REGISTRATION_DRAFT_LIFETIME_MS,
  saveRegistrationDraftStep,
} from './registration-draft';

const storedText = () =>
  [localStorage, sessionStorage]
    .flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key) ?? ''))
    .join();

describe('registration draft (ADR 0060)', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps typed values per step for the tab only, never the SMS code', () => {
    saveRegistrationDraftStep('u1', 'Phone', {
      phoneNumber: '0598765432',
      verificationCode: '123456',
    });
    saveRegistrationDraftStep('u1', 'Risk', { a: 1 });
    expect(readRegistrationDraft('u1')).toEqual({
      Phone: { phoneNumber: '0598765432' },
      Risk: { a: 1 },
    });
    expect(Object.keys(localStorage)).toEqual([]);
    expect(storedText()).toContain('0598765432');
    expect(storedText()).not.toContain('123456');
  });

  it('shows nothing to another user and deletes what the last one typed', () => {
    saveRegistrationDraftStep('u1', 'NationalId', { nationalId: '1000000008' });
    expect(readRegistrationDraft('u2')).toEqual({});
    expect(storedText()).not.toContain('1000000008');
    expect(readRegistrationDraft('u1')).toEqual({});
  });

  it('expires a quarter of an hour after the last change', () => {
    const start = Date.UTC(2026, 10, 26, 9, 0);
    saveRegistrationDraftStep('u1', 'Risk', { a: 1 }, start);
    saveRegistrationDraftStep('u1', 'Risk', { a: 2 }, start + 10 * 60_000);
    const expiry = start + 10 * 60_000 + REGISTRATION_DRAFT_LIFETIME_MS;
    expect(readRegistrationDraft('u1', expiry - 1)).toEqual({ Risk: { a: 2 } });
    expect(readRegistrationDraft('u1', expiry)).toEqual({});
    expect(storedText()).toBe('');
  });

  it('is cleared at the end of a session', () => {
    saveRegistrationDraftStep('u1', 'Risk', { a: 1 });
    clearRegistrationDrafts();
    expect(storedText()).toBe('');
    expect(readRegistrationDraft('u1')).toEqual({});
  });

  it('reads a malformed entry as no draft', () => {
    sessionStorage.setItem('sahmRegistrationDraft', '{"owner":"u1","steps":"x"');
    expect(readRegistrationDraft('u1')).toEqual({});
    sessionStorage.setItem('sahmRegistrationDraft', JSON.stringify({ owner: 'u1', steps: {} }));
    expect(readRegistrationDraft('u1')).toEqual({});
  });
});
