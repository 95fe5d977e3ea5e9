import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { isUnknownAccount } from './unknown-account';

const httpError = (status: number, headers: Record<string, string> = {}) =>
  new HTTPError(
    new Response(null, { status, headers }),
    new Request('http://localhost/api/account/verify-password-reset-token', {
      method: 'POST',
      headers: { __tenant: '6f1c2a7e-4b3d-4e8a-9c51-ac3e00000001' },
    }),
    {} as never,
  );

describe('isUnknownAccount', () => {
  it("reads ABP's own 404 (EntityNotFoundException, in ABP's error format) as no such account", () => {
    expect(isUnknownAccount(httpError(404, { _AbpErrorFormat: 'true' }))).toBe(true);
  });

  it('leaves the tenant-resolve 404, other statuses and network failures alone', () => {
    expect(isUnknownAccount(httpError(404))).toBe(false);
    expect(
      isUnknownAccount(httpError(404, { 'Abp-Tenant-Resolve-Error': 'Tenant not found!' })),
    ).toBe(false);
    expect(isUnknownAccount(httpError(403, { _AbpErrorFormat: 'true' }))).toBe(false);
    expect(isUnknownAccount(new TypeError('Failed to fetch'))).toBe(false);
  });
});
