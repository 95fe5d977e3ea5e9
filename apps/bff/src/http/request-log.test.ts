import { describe, expect, it } from 'vitest';
import { routeOf } from './request-log';

describe('routeOf', () => {
  it('keeps the BFF routes and the named part of ABP paths', () => {
    expect(routeOf('/bff/login')).toBe('/bff/login');
    expect(routeOf('/api/abp/application-configuration')).toBe(
      '/api/abp/application-configuration',
    );
    expect(routeOf('/api/identity/users')).toBe('/api/identity/users');
  });

  it('leaves out ids, user names and addresses', () => {
    expect(routeOf('/api/identity/users/by-email/someone@sahm.example')).toBe(
      '/api/identity/users/…',
    );
    expect(routeOf('/api/identity/users/3fa85f64-5717-4562-b3fc-2c963f66afa6')).toBe(
      '/api/identity/users/…',
    );
    expect(routeOf('/api/app/2c963f66afa6/x')).toBe('/api/app/:value/…');
    expect(routeOf('/somewhere/else')).toBe('(other)');
  });
});
