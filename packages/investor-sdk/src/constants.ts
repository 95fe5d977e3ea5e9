/** Base of the investor API, relative to the API root the injected ky instance prefixes (SPEC §7). */
export const INVESTOR_API_BASE = 'api/app/investor';

/** Default page size of list queries (SPEC §9). */
export const DEFAULT_PAGE_SIZE = 10;

/** Largest maxResultCount ABP accepts (contract §12). */
export const MAX_RESULT_COUNT_LIMIT = 1000;

/** User types (SPEC §3). */
export const UserType = {
  Investor: 1,
  Individual: 2,
  Company: 3,
  OperationsOfficer: 4,
} as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

/** Payment and fee types of wallet transactions (SPEC §3; "Subscripe" is the spec's spelling). */
export const PaymentType = {
  OpportunitySubscripeFees: 1,
  OpportunityProfitShareFees: 2,
  BankDeposit: 3,
  BankTransfer: 4,
} as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];

/** Currency of every amount the API sends: numbers in SAR with at most 2 decimals (ADR 0011). */
export const CURRENCY = 'SAR';

/** Minimum investor age; the Capital Market Authority admits adults only (ADR 0013). */
export const MINIMUM_INVESTOR_AGE = 18;

/**
 * The header naming one money-moving request, so a repeat is answered, not done again (ADR 0490;
 * the IETF httpapi draft "The Idempotency-Key HTTP Header Field").
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
