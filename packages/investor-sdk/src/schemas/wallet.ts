import { z } from 'zod/mini';
import { CURRENCY, PaymentType } from '../constants';
import { TransactionDirection } from '../enums';
import { entityIdSchema, isoDateTimeSchema, moneySchema } from './common';

/** `GET account-financial-info`: the wallet (ADR 0011 for amounts). */
export const walletSchema = z.object({
  currency: z.literal(CURRENCY),
  balance: moneySchema,
  /** Sum of active subscriptions. */
  investedAmount: moneySchema,
  /** Sum of profit distributions received. */
  totalProfit: moneySchema,
  /** The investor's own virtual IBAN: bank transfers to it top up the wallet. */
  virtualIban: z.string(),
  updatedAt: isoDateTimeSchema,
});
export type Wallet = z.infer<typeof walletSchema>;

/** One wallet movement; `amount` is always positive and `direction` says which way it went. */
export const walletTransactionSchema = z.object({
  id: entityIdSchema,
  type: z.enum(PaymentType),
  direction: z.enum(TransactionDirection),
  amount: moneySchema,
  balanceAfter: moneySchema,
  occurredAt: isoDateTimeSchema,
  reference: z.string(),
  opportunityId: z.nullable(entityIdSchema),
  descriptionAr: z.string(),
  descriptionEn: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;
