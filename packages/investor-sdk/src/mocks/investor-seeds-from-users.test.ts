import { describe, expect, it } from 'vitest';
import { investorSeedsFromUsers } from './investor-seeds-from-users';

describe('investorSeedsFromUsers', () => {
  it('seeds one investor per identity with the Investor role, carrying its registration state', () => {
    const seeds = investorSeedsFromUsers([
      {
        id: 'a',
        roles: ['Investor'],
        isRegistrationComplete: false,
        userName: 'new',
        email: 'n@x.sa',
        surName: 'S',
      },
      {
        id: 'b',
        roles: ['OperationsOfficer'],
        isRegistrationComplete: true,
        userName: 'officer',
        email: 'o@x.sa',
      },
    ]);
    expect(seeds).toEqual([
      {
        userId: 'a',
        tenantId: null,
        registrationComplete: false,
        userName: 'new',
        email: 'n@x.sa',
        name: undefined,
        surname: 'S',
        phoneNumber: undefined,
      },
    ]);
  });

  it("keeps the identity's tenant, so each tenant sees its own investors", () => {
    const [seed] = investorSeedsFromUsers([
      {
        id: 'c',
        tenantId: 'acme-id',
        roles: ['Investor'],
        isRegistrationComplete: true,
        userName: 'investor',
        email: 'i@acme.sa',
      },
    ]);
    expect(seed).toMatchObject({ userId: 'c', tenantId: 'acme-id' });
  });
});
