import { z } from 'zod';

/**
 * `POST check-user-is-complete-register` answers a bare boolean that is, per SPEC §7,
 * *true when registration is incomplete*. The name is kept as the server spells it; callers use
 * `isRegistrationIncomplete` so nobody reads the flag backwards.
 */
export const checkUserIsCompleteRegisterResponseSchema = z.boolean();

export type CheckUserIsCompleteRegisterResponse = z.infer<
  typeof checkUserIsCompleteRegisterResponseSchema
>;
