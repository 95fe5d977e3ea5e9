import { describe, expect, it } from 'vitest';
import { checkSubscriptionAmount, maxAllowed, parseAmount } from './subscription-amount';

const limits = {
  minSubscription: 1000,
  maxSubscription: 200000,
  subscriptionStep: 1000,
  subscribedByCurrentInvestor: 0,
  remainingAmount: 1750000,
  balance: 50000,
};

describe('parseAmount', () => {
  it('reads Western and Arabic-Indic digits, with or without separators', () => {
    expect(parseAmount('5000')).toBe(5000);
    expect(parseAmount('٥٠٠٠')).toBe(5000);
    expect(parseAmount('5,000.50')).toBe(5000.5);
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
  });
});

describe('checkSubscriptionAmount', () => {
  it('accepts an amount within every limit', () => {
    expect(checkSubscriptionAmount('5000', limits)).toBeNull();
  });

  it('names the first broken rule with its parameter, as the server does', () => {
    expect(checkSubscriptionAmount('', limits)).toBe('Sahm::Validation:Required');
    expect(checkSubscriptionAmount('x', limits)).toBe('Sahm::Validation:InvalidNumber');
    expect(checkSubscriptionAmount('1000.555', limits)).toBe('Sahm::Validation:InvalidMoney');
    expect(checkSubscriptionAmount('500', limits)).toBe('Sahm::Subscription:BelowMinimum[1000.00]');
    expect(checkSubscriptionAmount('1500', limits)).toBe(
      'Sahm::Subscription:NotMultipleOfStep[1000.00]',
    );
    expect(checkSubscriptionAmount('300000', limits)).toBe(
      'Sahm::Subscription:AboveMaximum[200000.00]',
    );
    expect(checkSubscriptionAmount('60000', limits)).toBe(
      'Sahm::Subscription:InsufficientBalance[50000.00]',
    );
  });

  it('counts what the investor already holds towards the maximum, and what remains', () => {
    const held = { ...limits, subscribedByCurrentInvestor: 199000, balance: 1e7 };
    expect(checkSubscriptionAmount('2000', held)).toBe('Sahm::Subscription:AboveMaximum[1000.00]');
    const almostFunded = { ...limits, remainingAmount: 15000, balance: 1e7 };
    expect(checkSubscriptionAmount('20000', almostFunded)).toBe(
      'Sahm::Subscription:ExceedsRemaining[15000.00]',
    );
    expect(maxAllowed(held)).toBe(1000);
    expect(maxAllowed(almostFunded)).toBe(15000);
  });
});
