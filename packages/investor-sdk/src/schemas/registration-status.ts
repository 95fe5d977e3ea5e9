import { z } from 'zod/mini';

// Apart from the registration schemas, whose field rules a bundle cannot drop: the route guard's
// check (`isRegistrationIncomplete`) needs only this one.
/**
 * `POST check-user-is-complete-register` answers a bare boolean that is, per SPEC §7,
 * *true when registration is incomplete*. The name is kept as the server spells it; callers use
 * `isRegistrationIncomplete` so nobody reads the flag backwards (ADR 0014).
 */
export const checkUserIsCompleteRegisterResponseSchema = z.boolean();
export type CheckUserIsCompleteRegisterResponse = z.infer<
  typeof checkUserIsCompleteRegisterResponseSchema
>;
