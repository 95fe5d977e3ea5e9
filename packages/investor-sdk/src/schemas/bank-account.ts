import { z } from 'zod';
import { englishNameSchema, saudiIbanSchema } from '../validation/field-schemas';
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

/** Body of `POST bank-accounts` (designed by us, ADR 0015). */
export const bankAccountInputSchema = z.object({
  iban: saudiIbanSchema,
  /** Defaults to the bank the IBAN's bank code names. */
  bankName: z.string().trim().max(64).optional(),
  accountHolderName: englishNameSchema,
});
export type BankAccountInput = z.input<typeof bankAccountInputSchema>;
