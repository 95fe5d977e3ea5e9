import { z } from 'zod/mini';
import { entityIdSchema, isoDateTimeSchema } from './common';

/** One of the investor's bank accounts (`GET account-iban-info` lists them). */
export const bankAccountSchema = z.object({
  id: entityIdSchema,
  iban: z.string(),
  bankName: z.string(),
  accountHolderName: z.string(),
  /** Withdrawals (bank transfers) go to the primary account. */
  isPrimary: z.boolean(),
  creationTime: isoDateTimeSchema,
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

// The input schema lives in its own module so reading bank accounts does not load ibantools.
export { bankAccountInputSchema, type BankAccountInput } from './bank-account-input';
