/**
 * The investor calls a signed-in start makes before any investor screen: SPEC §6's registration
 * check (the investor route guard) and the investor's own name (the greeting and the user menu,
 * ADR 0475). In a module of its own, imported on demand: the SDK's standalone calls bring only
 * these two, never the whole investor client, and the anonymous first load neither.
 */
export { getInvestorName, isRegistrationIncomplete } from '@sahm/investor-sdk';
