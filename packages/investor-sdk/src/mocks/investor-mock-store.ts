import type { EmailSettingsDto } from './email-settings-dto';
import type { MockedOperationId } from './mocked-operations';
import { PaymentType } from '../constants';
import { OpportunityStatus, SubscriptionStatus, TransactionDirection } from '../enums';
import type { BankAccount } from '../schemas/bank-account';
import type { Opportunity } from '../schemas/opportunity';
import type { Subscription } from '../schemas/subscription';
import { InvestorRuleMessage, withParams } from '../validation/messages';
import {
  failureMatches,
  toMockFailure,
  type MockFailure,
  type MockFailureKind,
  type QueuedFailure,
} from './failures';
import { seedOpportunities, type OpportunityRecord } from './seed-opportunities';
import {
  roundMoney,
  seedInvestor,
  transactionReference,
  type InvestorRecord,
  type InvestorSeed,
} from './seed-investors';

export interface InvestorMockStoreOptions {
  investors: InvestorSeed[];
  /**
   * The account behind a user id (the sandbox: its identity store), so an investor created on
   * first use carries the user's name and e-mail, as ABP's repository would join them.
   */
  accountOf?: (userId: string) => { userName: string; email: string } | undefined;
  /** The clock seeded dates and new records use; fixed in tests that compare dates. */
  now?: () => Date;
}

/** A message the mock sent instead of a real e-mail or SMS, so tests can read codes and links. */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  purpose: 'activation' | 'email-verification' | 'phone-verification' | 'test-email';
  body: string;
  sentAt: string;
}

/** Why a subscription was refused: a rule on the amount (400) or a state of the opportunity (403). */
export type SubscriptionRefusal =
  | { kind: 'not-found' }
  /** The key already made a subscription with another opportunity or amount (ADR 0490). */
  | { kind: 'key-reused' }
  | { kind: 'business'; messageKey: string }
  | { kind: 'amount'; message: string };

const SEED_EMAIL_SETTINGS: EmailSettingsDto = {
  smtpHost: 'smtp.sahm.example',
  smtpPort: 587,
  smtpUserName: 'noreply@sahm.example',
  smtpPassword: '',
  smtpDomain: '',
  smtpEnableSsl: true,
  smtpUseDefaultCredentials: false,
  defaultFromAddress: 'noreply@sahm.example',
  defaultFromDisplayName: 'Sahm | سهم',
};

const toHalalas = (amount: number) => Math.round(amount * 100);
const formatSar = (amount: number) => amount.toFixed(2);

/** The in-memory backend of the investor API, seeded from the platform's users (ADR 0018). */
export function createInvestorMockStore({
  investors: seeds,
  accountOf = () => undefined,
  now = () => new Date(),
}: InvestorMockStoreOptions) {
  let idCounter = 0;
  const nextId = () => {
    idCounter += 1;
    return `7c1d9e2a-0000-4000-8000-${idCounter.toString(16).padStart(12, '0')}`;
  };
  let transactionSequence = 0;

  const investors = new Map<string, InvestorRecord>();
  const opportunities: OpportunityRecord[] = [];
  // ABP keeps settings per provider: the host's ("global") values and each tenant's own.
  let emailSettings: EmailSettingsDto = { ...SEED_EMAIL_SETTINGS };
  const tenantEmailSettings = new Map<string, EmailSettingsDto>();
  const outbox: OutboxMessage[] = [];
  const failures: QueuedFailure[] = [];

  function reset() {
    idCounter = 0;
    transactionSequence = 1000;
    const seededAt = now();
    investors.clear();
    seeds.forEach((seed, index) =>
      investors.set(seed.userId, seedInvestor(seed, { now: seededAt, nextId, index })),
    );
    opportunities.splice(0, opportunities.length, ...seedOpportunities(seededAt));
    emailSettings = { ...SEED_EMAIL_SETTINGS };
    tenantEmailSettings.clear();
    outbox.length = 0;
    failures.length = 0;
  }
  reset();

  /**
   * The caller's investor record; an authenticated user without one (e.g. someone who just
   * self-registered) gets an empty, incomplete record in their tenant, as a real backend would on
   * first use.
   */
  function ensureInvestor(userId: string, tenantId: string | null): InvestorRecord {
    const existing = investors.get(userId);
    if (existing) return existing;
    const account = accountOf(userId);
    const created = seedInvestor(
      {
        userId,
        tenantId,
        registrationComplete: false,
        userName: account?.userName ?? userId,
        email: account?.email ?? '',
      },
      { now: now(), nextId, index: investors.size },
    );
    investors.set(userId, created);
    return created;
  }

  /** The investors one tenant (null = host) sees: ABP's IMultiTenant filter on every query. */
  function investorsOfTenant(tenantId: string | null): InvestorRecord[] {
    return [...investors.values()].filter((investor) => investor.tenantId === tenantId);
  }

  /**
   * ABP EmailSettingsAppService.GetAsync: the host reads its own values; a tenant reads its own
   * SMTP host, user name, password and domain with no fallback (never the host's), and the rest
   * falling back to the host's.
   */
  function emailSettingsFor(tenantId: string | null): EmailSettingsDto {
    if (tenantId === null) return emailSettings;
    const own = tenantEmailSettings.get(tenantId);
    // A tenant value that is null was cleared (SettingManager), so the host's shows through.
    const inherited = <K extends keyof EmailSettingsDto>(key: K) =>
      own?.[key] ?? emailSettings[key];
    return {
      smtpHost: own?.smtpHost ?? null,
      smtpPort: inherited('smtpPort'),
      smtpUserName: own?.smtpUserName ?? null,
      smtpPassword: own?.smtpPassword ?? null,
      smtpDomain: own?.smtpDomain ?? null,
      smtpEnableSsl: inherited('smtpEnableSsl'),
      smtpUseDefaultCredentials: inherited('smtpUseDefaultCredentials'),
      defaultFromAddress: inherited('defaultFromAddress'),
      defaultFromDisplayName: inherited('defaultFromDisplayName'),
    };
  }

  /**
   * ABP EmailSettingsAppService.UpdateAsync: SetForTenantOrGlobalAsync, the caller's tenant or the
   * host. Since ABP 9 (abp#21156) a blank password keeps the stored one, which GET never shows.
   */
  function saveEmailSettings(tenantId: string | null, settings: EmailSettingsDto) {
    const stored = tenantId === null ? emailSettings : tenantEmailSettings.get(tenantId);
    const saved = settings.smtpPassword?.trim()
      ? settings
      : { ...settings, smtpPassword: stored?.smtpPassword ?? null };
    if (tenantId === null) emailSettings = saved;
    else tenantEmailSettings.set(tenantId, saved);
  }

  function subscribedBy(investor: InvestorRecord | undefined, opportunityId: string): number {
    return roundMoney(
      (investor?.subscriptions ?? [])
        .filter(
          (subscription) =>
            subscription.opportunityId === opportunityId &&
            subscription.status === SubscriptionStatus.Active,
        )
        .reduce((sum, subscription) => sum + subscription.amount, 0),
    );
  }

  /** The opportunity as the API shows it to `userId`, with progress and their own subscriptions. */
  function viewOpportunity(record: OpportunityRecord, userId?: string): Opportunity {
    return {
      ...record,
      fundedPercent: Math.min(100, Math.floor((record.raisedAmount / record.targetAmount) * 100)),
      remainingAmount: roundMoney(record.targetAmount - record.raisedAmount),
      subscribedByCurrentInvestor: subscribedBy(
        userId ? investors.get(userId) : undefined,
        record.id,
      ),
    };
  }

  function isOpen(record: OpportunityRecord, at: Date): boolean {
    return (
      record.status === OpportunityStatus.Open &&
      new Date(record.subscriptionStartDate) <= at &&
      at <= new Date(record.subscriptionEndDate)
    );
  }

  function addTransaction(
    investor: InvestorRecord,
    fields: Pick<Subscription, 'amount'> & {
      type: PaymentType;
      direction: TransactionDirection;
      opportunityId: string | null;
      descriptionAr: string;
      descriptionEn: string;
    },
  ) {
    const at = now();
    const signed =
      fields.direction === TransactionDirection.Credit ? fields.amount : -fields.amount;
    investor.balance = roundMoney(investor.balance + signed);
    transactionSequence += 1;
    const transaction = {
      ...fields,
      id: nextId(),
      balanceAfter: investor.balance,
      occurredAt: at.toISOString(),
      reference: transactionReference(at, transactionSequence),
    };
    investor.transactions.push(transaction);
    return transaction;
  }

  /**
   * Server-side subscription rules: registration complete, opportunity open, amount at least the
   * minimum, a multiple of the step, within the investor's maximum, what remains and the balance.
   * A key this investor already subscribed with answers that first subscription again, with no
   * second debit; only a success is kept, since a refusal changed nothing (ADR 0490).
   */
  function subscribe(
    caller: { userId: string; tenantId: string | null },
    opportunityId: string,
    amount: number,
    idempotencyKey: string,
  ): { subscription: Subscription; replayed: boolean } | { refusal: SubscriptionRefusal } {
    const investor = ensureInvestor(caller.userId, caller.tenantId);
    const earlier = investor.subscriptionsByKey.get(idempotencyKey.toLowerCase());
    if (earlier) {
      const same = earlier.opportunityId === opportunityId && earlier.amount === amount;
      return same
        ? { subscription: earlier.subscription, replayed: true }
        : { refusal: { kind: 'key-reused' } };
    }
    const record = opportunities.find((opportunity) => opportunity.id === opportunityId);
    if (!record) return { refusal: { kind: 'not-found' } };
    if (!investor.registrationCompleted) {
      return {
        refusal: { kind: 'business', messageKey: InvestorRuleMessage.RegistrationRequired },
      };
    }
    if (!isOpen(record, now())) {
      return { refusal: { kind: 'business', messageKey: InvestorRuleMessage.OpportunityNotOpen } };
    }
    const already = subscribedBy(investor, opportunityId);
    const allowed = roundMoney(record.maxSubscription - already);
    const remaining = roundMoney(record.targetAmount - record.raisedAmount);
    const amountRefusal = (key: string, limit?: number) => ({
      refusal: {
        kind: 'amount' as const,
        message: limit === undefined ? key : withParams(key, formatSar(limit)),
      },
    });
    if (amount < record.minSubscription) {
      return amountRefusal(InvestorRuleMessage.SubscriptionBelowMinimum, record.minSubscription);
    }
    if (toHalalas(amount) % toHalalas(record.subscriptionStep) !== 0) {
      return amountRefusal(
        InvestorRuleMessage.SubscriptionNotMultipleOfStep,
        record.subscriptionStep,
      );
    }
    if (amount > allowed)
      return amountRefusal(InvestorRuleMessage.SubscriptionAboveMaximum, Math.max(allowed, 0));
    if (amount > remaining)
      return amountRefusal(InvestorRuleMessage.SubscriptionExceedsRemaining, remaining);
    if (amount > investor.balance)
      return amountRefusal(InvestorRuleMessage.InsufficientBalance, investor.balance);

    const transaction = addTransaction(investor, {
      type: PaymentType.OpportunitySubscripeFees,
      direction: TransactionDirection.Debit,
      amount,
      opportunityId,
      descriptionAr: `اكتتاب في ${record.titleAr}`,
      descriptionEn: `Subscription to ${record.titleEn}`,
    });
    if (already === 0) record.investorsCount += 1;
    record.raisedAmount = roundMoney(record.raisedAmount + amount);
    if (record.raisedAmount >= record.targetAmount) record.status = OpportunityStatus.Funded;
    const subscription: Subscription = {
      id: nextId(),
      opportunityId,
      opportunityTitleAr: record.titleAr,
      opportunityTitleEn: record.titleEn,
      amount,
      status: SubscriptionStatus.Active,
      expectedAnnualReturnPercent: record.expectedAnnualReturnPercent,
      subscribedAt: transaction.occurredAt,
      transactionId: transaction.id,
    };
    investor.subscriptions.push(subscription);
    investor.subscriptionsByKey.set(idempotencyKey.toLowerCase(), {
      opportunityId,
      amount,
      subscription,
    });
    return { subscription, replayed: false };
  }

  function addBankAccount(
    investor: InvestorRecord,
    account: Pick<BankAccount, 'iban' | 'bankName' | 'accountHolderName'>,
  ): BankAccount {
    const created: BankAccount = {
      ...account,
      id: nextId(),
      isPrimary: investor.bankAccounts.length === 0,
      creationTime: now().toISOString(),
    };
    investor.bankAccounts.push(created);
    return created;
  }

  function send(message: Omit<OutboxMessage, 'sentAt'>) {
    outbox.push({ ...message, sentAt: now().toISOString() });
  }

  /**
   * Makes the next matching call(s) fail (ADR 0017). `target` is an operation id (e.g.
   * `'getWallet'`) or `'*'` for any call.
   */
  function failNext(
    target: MockedOperationId | '*',
    failure: MockFailureKind | MockFailure,
    { times = 1 }: { times?: number } = {},
  ) {
    failures.push({ target, failure: toMockFailure(failure), remaining: times });
  }

  /** The queued failure for this call, if any, counting it as used. */
  function takeFailure(operation: MockedOperationId): MockFailure | null {
    const queued = failures.find((candidate) => failureMatches(candidate, operation));
    if (!queued) return null;
    queued.remaining -= 1;
    if (queued.remaining <= 0) failures.splice(failures.indexOf(queued), 1);
    return queued.failure;
  }

  return {
    now,
    investors,
    opportunities,
    outbox,
    emailSettingsFor,
    saveEmailSettings,
    ensureInvestor,
    investorsOfTenant,
    findInvestor: (userId: string) => investors.get(userId),
    findOpportunity: (id: string) => opportunities.find((opportunity) => opportunity.id === id),
    viewOpportunity,
    subscribe,
    addBankAccount,
    addTransaction,
    send,
    failNext,
    takeFailure,
    clearFailures: () => {
      failures.length = 0;
    },
    /** Back to the seed, in place, so held references stay valid. */
    reset,
  };
}

export type InvestorMockStore = ReturnType<typeof createInvestorMockStore>;
