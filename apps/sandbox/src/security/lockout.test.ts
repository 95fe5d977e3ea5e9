import { describe, expect, it } from 'vitest';
import { createPlatformMockStore, SEEDED_IDS, type MockUser } from '@sahm/platform/mocks';
import { createLockout } from './lockout';

function setUp() {
  let now = Date.parse('2026-06-01T08:00:00Z');
  const store = createPlatformMockStore();
  const user = store.findUserById(SEEDED_IDS.users.investor) as MockUser;
  const lockout = createLockout({ now: () => now });
  const fail = (times: number) => {
    for (let attempt = 0; attempt < times; attempt += 1) lockout.accessFailed(user);
  };
  return { user, lockout, fail, advance: (ms: number) => (now += ms) };
}

describe('createLockout (ASP.NET Core Identity with ABP’s defaults)', () => {
  it('locks at the fifth consecutive failure for five minutes, then lets the user try again', () => {
    const { user, lockout, fail, advance } = setUp();
    fail(4);
    expect(lockout.isLockedOut(user)).toBe(false);
    fail(1);
    expect(lockout.isLockedOut(user)).toBe(true);
    expect(user.lockoutEnd).toBe('2026-06-01T08:05:00.000Z');
    advance(5 * 60_000 - 1);
    expect(lockout.isLockedOut(user)).toBe(true);
    advance(1);
    expect(lockout.isLockedOut(user)).toBe(false);
    // The count started again when the lockout began: one failure does not lock again.
    fail(1);
    expect(lockout.isLockedOut(user)).toBe(false);
  });

  it('a success resets the count', () => {
    const { user, lockout, fail } = setUp();
    fail(4);
    lockout.succeeded(user);
    fail(4);
    expect(lockout.isLockedOut(user)).toBe(false);
  });

  it('never locks a user whose lockout is disabled', () => {
    const { user, lockout, fail } = setUp();
    user.lockoutEnabled = false;
    fail(10);
    expect(lockout.isLockedOut(user)).toBe(false);
    expect(user.lockoutEnd).toBeNull();
  });
});
