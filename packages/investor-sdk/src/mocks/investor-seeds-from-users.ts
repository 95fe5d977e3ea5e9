import type { InvestorSeed } from './seed-investors';

/** The fields of an identity the investor store seeds from (the platform mock store's users). */
export interface IdentityForInvestorSeed {
  id: string;
  tenantId?: string | null;
  roles: readonly string[];
  isRegistrationComplete: boolean;
  userName: string;
  email: string;
  name?: string;
  surName?: string;
  phoneNumber?: string;
}

/** One investor record per identity with the Investor role: the sandbox and Storybook seed alike. */
export function investorSeedsFromUsers(users: readonly IdentityForInvestorSeed[]): InvestorSeed[] {
  return users
    .filter((user) => user.roles.includes('Investor'))
    .map((user) => ({
      userId: user.id,
      tenantId: user.tenantId ?? null,
      registrationComplete: user.isRegistrationComplete,
      userName: user.userName,
      email: user.email,
      name: user.name,
      surname: user.surName,
      phoneNumber: user.phoneNumber,
    }));
}
