import { z } from 'zod/mini';
import { DistributionFrequency, OpportunitySector, OpportunityStatus, RiskLevel } from '../enums';
import { moneyInputSchema } from '../validation/field-schemas';
import { entityIdSchema, isoDateTimeSchema, moneySchema } from './common';

/** One row of `GET opportunities` (designed by us, ADR 0015). */
export const opportunitySummarySchema = z.object({
  id: entityIdSchema,
  code: z.string(),
  titleAr: z.string(),
  titleEn: z.string(),
  sector: z.enum(OpportunitySector),
  cityAr: z.string(),
  cityEn: z.string(),
  status: z.enum(OpportunityStatus),
  targetAmount: moneySchema,
  raisedAmount: moneySchema,
  /** raisedAmount / targetAmount × 100, rounded down to a whole percent. */
  fundedPercent: z.number().check(z.gte(0), z.lte(100)),
  minSubscription: moneySchema,
  maxSubscription: moneySchema,
  /** Subscriptions are whole multiples of this amount. */
  subscriptionStep: moneySchema,
  expectedAnnualReturnPercent: z.number(),
  durationMonths: z.number().check(z.int(), z.positive()),
  subscriptionStartDate: isoDateTimeSchema,
  subscriptionEndDate: isoDateTimeSchema,
  investorsCount: z.number().check(z.int(), z.nonnegative()),
  riskLevel: z.enum(RiskLevel),
});
export type OpportunitySummary = z.infer<typeof opportunitySummarySchema>;

/** `GET opportunities/{id}`. */
export const opportunitySchema = z.extend(opportunitySummarySchema, {
  descriptionAr: z.string(),
  descriptionEn: z.string(),
  distributionFrequency: z.enum(DistributionFrequency),
  isShariaCompliant: z.boolean(),
  remainingAmount: moneySchema,
  /** What the caller has already subscribed; counts towards maxSubscription. */
  subscribedByCurrentInvestor: moneySchema,
});
export type Opportunity = z.infer<typeof opportunitySchema>;

/** Body of `POST opportunities/{id}/subscribe`. */
export const subscribeInputSchema = z.object({ amount: moneyInputSchema });
export type SubscribeInput = z.input<typeof subscribeInputSchema>;
