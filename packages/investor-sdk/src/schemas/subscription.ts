import { z } from 'zod/mini';
import { SubscriptionStatus } from '../enums';
import { entityIdSchema, isoDateTimeSchema, moneySchema } from './common';

/** One of the investor's subscriptions (`GET current-investor-subscriptions`, subscribe's answer). */
export const subscriptionSchema = z.object({
  id: entityIdSchema,
  opportunityId: entityIdSchema,
  opportunityTitleAr: z.string(),
  opportunityTitleEn: z.string(),
  amount: moneySchema,
  status: z.enum(SubscriptionStatus),
  expectedAnnualReturnPercent: z.number(),
  subscribedAt: isoDateTimeSchema,
  /** The wallet transaction that paid for it. */
  transactionId: entityIdSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;
