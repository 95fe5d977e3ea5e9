import { describe, expect, it } from 'vitest';
import { createCurrentUser } from './current-user';

describe('createCurrentUser', () => {
  const user = createCurrentUser({
    currentUser: {
      isAuthenticated: true,
      id: 'u1',
      userName: 'officer',
      roles: ['OperationsOfficer', 'Investor'],
    },
  });

  it('reads the user and its roles', () => {
    expect(user).toMatchObject({
      isAuthenticated: true,
      id: 'u1',
      userName: 'officer',
      tenantId: null,
      roles: ['OperationsOfficer', 'Investor'],
    });
  });

  it('tests one role or any of several', () => {
    expect(user.hasRole('OperationsOfficer')).toBe(true);
    expect(user.hasRole('admin')).toBe(false);
    expect(user.hasAnyRole('admin', 'Investor')).toBe(true);
    expect(user.hasAnyRole('admin', 'Company')).toBe(false);
    expect(user.hasAnyRole()).toBe(false);
  });

  it('describes an anonymous visitor', () => {
    const anonymous = createCurrentUser({ currentUser: { isAuthenticated: false, roles: [] } });
    expect(anonymous.isAuthenticated).toBe(false);
    expect(anonymous.hasAnyRole('Investor')).toBe(false);
  });
});
