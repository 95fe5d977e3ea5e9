import type { KyInstance } from 'ky';
import { createInvestorClient } from '@sahm/investor-sdk';

/**
 * SPEC §6's registration check for the investor route guard, in a module of its own: the guard is
 * part of the first load and imports it on demand, so the investor SDK stays out of that load.
 */
export function isRegistrationIncomplete(http: KyInstance): Promise<boolean> {
  return createInvestorClient(http).isRegistrationIncomplete();
}
