import {
  hasAtMostTwoDecimals,
  InvestorRuleMessage,
  toWesternDigits,
  ValidationMessage,
  withParams,
} from '@sahm/investor-sdk';

/** What bounds a subscription on the client: the opportunity's terms and the wallet. */
export interface SubscriptionLimits {
  minSubscription: number;
  maxSubscription: number;
  subscriptionStep: number;
  subscribedByCurrentInvestor: number;
  remainingAmount: number;
  balance: number;
}

const halalas = (amount: number) => Math.round(amount * 100);

/** The typed amount as a number: Arabic-Indic digits and thousands separators accepted. */
export function parseAmount(raw: string): number | null {
  const normalized = toWesternDigits(raw)
    .replace(/[,\s٬]/g, '')
    .replace('٫', '.');
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null;
  return Number(normalized);
}

/** The most the investor may still subscribe: their maximum less what they hold, within what remains. */
export function maxAllowed(limits: SubscriptionLimits): number {
  return Math.max(
    0,
    Math.min(limits.maxSubscription - limits.subscribedByCurrentInvestor, limits.remainingAmount),
  );
}

/**
 * The same rules the server applies, in the same order and with the same message keys (SDK
 * `InvestorRuleMessage`, `[params]` per SPEC §5), so the investor hears about them before sending.
 * Returns null when the amount is acceptable.
 */
export function checkSubscriptionAmount(raw: string, limits: SubscriptionLimits): string | null {
  if (raw.trim() === '') return ValidationMessage.Required;
  const amount = parseAmount(raw);
  if (amount === null || amount <= 0) return ValidationMessage.InvalidNumber;
  if (!hasAtMostTwoDecimals(amount)) return ValidationMessage.InvalidMoney;
  const money = (value: number) => value.toFixed(2);
  if (amount < limits.minSubscription) {
    return withParams(InvestorRuleMessage.SubscriptionBelowMinimum, money(limits.minSubscription));
  }
  if (halalas(amount) % halalas(limits.subscriptionStep) !== 0) {
    return withParams(
      InvestorRuleMessage.SubscriptionNotMultipleOfStep,
      money(limits.subscriptionStep),
    );
  }
  const allowedByMax = Math.max(0, limits.maxSubscription - limits.subscribedByCurrentInvestor);
  if (amount > allowedByMax) {
    return withParams(InvestorRuleMessage.SubscriptionAboveMaximum, money(allowedByMax));
  }
  if (amount > limits.remainingAmount) {
    return withParams(
      InvestorRuleMessage.SubscriptionExceedsRemaining,
      money(limits.remainingAmount),
    );
  }
  if (amount > limits.balance) {
    return withParams(InvestorRuleMessage.InsufficientBalance, money(limits.balance));
  }
  return null;
}
