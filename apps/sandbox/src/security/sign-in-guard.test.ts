import { describe, expect, it } from 'vitest';
import { createPlatformMockStore, SEEDED_IDS } from '@sahm/platform/mocks';
import { createSignInGuard } from './sign-in-guard';

const PASSWORD = '1q2w3E*';

function guardWithInactiveOfficer() {
  const store = createPlatformMockStore({ signInDemoAccounts: true });
  const officer = store.users.find((user) => user.id === SEEDED_IDS.users.officer)!;
  officer.isActive = false;
  const guard = createSignInGuard(store);
  const signIn = (password: string) =>
    guard.signIn({ userNameOrEmail: 'officer', password, tenantId: null, clientAddress: 'a' });
  return { officer, signIn };
}

// AbpSignInManager.PreSignInCheck, then ABP 9's TokenController.HandlePasswordAsync (abp#22093).
describe('the sign-in guard and an inactive account', () => {
  it('tells an inactive account with the right password apart; a wrong one is just invalid', () => {
    const { officer, signIn } = guardWithInactiveOfficer();
    expect(signIn(PASSWORD)).toEqual({ refusal: 'inactive', user: officer });
    expect(signIn('Wrong#2026')).toEqual({ refusal: 'invalid' });
  });

  it('checks "not allowed" before the lockout, and counts none of its failures', () => {
    const { officer, signIn } = guardWithInactiveOfficer();
    for (let attempt = 0; attempt < 6; attempt += 1) signIn('Wrong#2026');
    expect(officer.lockoutEnd).toBeNull();
    expect(signIn(PASSWORD)).toMatchObject({ refusal: 'inactive' });
  });
});
