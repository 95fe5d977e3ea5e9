/**
 * SPEC §6's registration check for the investor route guard, in a module of its own: the guard is
 * part of the first load and imports it on demand, so the investor SDK stays out of that load. The
 * SDK's standalone check brings only that call, not the whole investor client.
 */
export { isRegistrationIncomplete } from '@sahm/investor-sdk';
