import { z } from 'zod/mini';
import { englishNameSchema } from '../validation/field-schemas';
import { saudiIbanSchema } from '../validation/saudi-iban-schema';

/**
 * Body of `POST bank-accounts` (designed by us, ADR 0015). Apart from `bankAccountSchema` so that
 * the client, which only reads bank accounts, does not load the IBAN check (ADR 0186).
 */
export const bankAccountInputSchema = z.object({
  iban: saudiIbanSchema,
  /** Defaults to the bank the IBAN's bank code names. */
  bankName: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  accountHolderName: englishNameSchema,
});
export type BankAccountInput = z.input<typeof bankAccountInputSchema>;
