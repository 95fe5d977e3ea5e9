import { describe, expect, it } from 'vitest';
import { sendPasswordResetCode } from './account-operations';
import { createPlatformMockStore } from './platform-mock-store';

function mailedLink(returnUrl: string, returnUrlHash?: string): URLSearchParams {
  const store = createPlatformMockStore();
  const sent = sendPasswordResetCode(
    store,
    null,
    { email: 'investor@sahm.example', appName: 'Angular', returnUrl, returnUrlHash },
    'en',
  );
  expect(sent.ok).toBe(true);
  const link = store.sentEmails[0]?.link ?? '';
  return new URL(link, 'http://localhost:4200').searchParams;
}

describe('the reset mail carries a return location only when it stays on the portal', () => {
  it('keeps a path, normalised, with its fragment', () => {
    const query = mailedLink('/a/../wallet', '#top');
    expect(query.get('returnUrl')).toBe('/wallet');
    expect(query.get('returnUrlHash')).toBe('#top');
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/%2e%2e//evil.example',
    '/./\\evil.example',
  ])('drops %j, and the hash with it', (returnUrl) => {
    const query = mailedLink(returnUrl, '#top');
    expect(query.has('returnUrl')).toBe(false);
    expect(query.has('returnUrlHash')).toBe(false);
  });

  it('drops a hash that is not a fragment', () => {
    expect(mailedLink('/wallet', '/..//evil.example').has('returnUrlHash')).toBe(false);
  });
});
