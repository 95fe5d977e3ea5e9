import { afterEach, describe, expect, it } from 'vitest';
import {
  clearRegistrationDraft,
  clearRegistrationDrafts,
  readRegistrationDraft,
  saveRegistrationDraftStep,
} from './registration-draft';

describe('registration draft (ADR 0060)', () => {
  afterEach(() => localStorage.clear());

  it('keeps typed values per user and step, never the SMS code', () => {
    saveRegistrationDraftStep('u1', 'Phone', {
      phoneNumber: '0598765432',
      verificationCode: '123456',
    });
    saveRegistrationDraftStep('u2', 'Phone', { phoneNumber: '0500000000' });
    expect(readRegistrationDraft('u1')).toEqual({ Phone: { phoneNumber: '0598765432' } });
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
    expect(stored.join()).not.toContain('123456');
  });

  it('is cleared on completion for one user and on logout for all', () => {
    saveRegistrationDraftStep('u1', 'Risk', { a: 1 });
    saveRegistrationDraftStep('u2', 'Risk', { a: 2 });
    clearRegistrationDraft('u1');
    expect(readRegistrationDraft('u1')).toEqual({});
    clearRegistrationDrafts();
    expect(readRegistrationDraft('u2')).toEqual({});
  });
});
