import { COMPLETE_REGISTRATION_PATH, OPERATIONS_OFFICER_ROLE } from '../constants';
import { hasCompletedRegistration, rememberCompletedRegistration } from '../session/per-user-state';

export type InvestorRoute =
  '' | 'investment' | 'complete-reg' | 'investor-prof' | 'wallet' | 'bank-account';

export interface InvestorRouteRule {
  /** The auth guard: a valid access token, else start login (SPEC §6). */
  requiresLogin: boolean;
  /** The registration check (SPEC §4). */
  requiresCompletedRegistration: boolean;
  /** Operations officers are logged out (SPEC §4, §6). */
  blocksOperationsOfficer: boolean;
}

const rule = (
  requiresLogin: boolean,
  requiresCompletedRegistration: boolean,
): InvestorRouteRule => ({
  requiresLogin,
  requiresCompletedRegistration,
  blocksOperationsOfficer: true,
});

/** SPEC §2's investor route table as data. */
export const INVESTOR_ROUTE_RULES: Readonly<Record<InvestorRoute, InvestorRouteRule>> = {
  '': rule(false, false),
  investment: rule(false, true),
  'complete-reg': rule(true, false),
  'investor-prof': rule(true, true),
  wallet: rule(true, true),
  'bank-account': rule(true, true),
};

export type InvestorRouteDecision =
  | { action: 'allow' }
  | { action: 'login' }
  | { action: 'redirect'; to: typeof COMPLETE_REGISTRATION_PATH }
  | { action: 'logout' };

const ALLOW: InvestorRouteDecision = { action: 'allow' };

/** The operations-officer block: a valid token with the role → log out (SPEC §4). */
export function decideOperationsOfficerBlock(
  hasValidToken: boolean,
  roles: readonly string[],
): InvestorRouteDecision {
  return hasValidToken && roles.includes(OPERATIONS_OFFICER_ROLE) ? { action: 'logout' } : ALLOW;
}

/**
 * Whether the registration check must ask the server (SPEC §4); users without a token pass. Only
 * this user's own `IsCompleteReg` spares the question; without a user id it is always asked.
 */
export function needsRegistrationCheck(
  hasValidToken: boolean,
  storage: Storage,
  userId?: string | null,
): boolean {
  return hasValidToken && !hasCompletedRegistration(userId, storage);
}

/** The server's answer: incomplete → /complete-reg; complete → remember it for this user, allow. */
export function decideRegistrationAnswer(
  incomplete: boolean,
  storage: Storage,
  userId?: string | null,
): InvestorRouteDecision {
  if (incomplete) return { action: 'redirect', to: COMPLETE_REGISTRATION_PATH };
  if (userId) rememberCompletedRegistration(userId, storage);
  return ALLOW;
}

export interface InvestorRouteAccessInput {
  route: InvestorRoute;
  hasValidToken: boolean;
  roles: readonly string[];
  /** The signed-in user's id (`currentUser.id`): `IsCompleteReg` is kept per user (ADR 0412). */
  userId?: string | null;
  storage?: Storage;
  /** POST check-user-is-complete-register; true when registration is incomplete (SPEC §7). */
  isRegistrationIncomplete: () => Promise<boolean>;
}

/**
 * The guards' decision when it needs no server: everything but an unanswered registration check.
 * Null when only `isRegistrationIncomplete` can tell.
 */
export function decideInvestorRouteAccessLocally({
  route,
  hasValidToken,
  roles,
  userId,
  storage = localStorage,
}: Omit<InvestorRouteAccessInput, 'isRegistrationIncomplete'>): InvestorRouteDecision | null {
  const rules = INVESTOR_ROUTE_RULES[route];
  if (rules.requiresLogin && !hasValidToken) return { action: 'login' };
  if (rules.blocksOperationsOfficer) {
    const officer = decideOperationsOfficerBlock(hasValidToken, roles);
    if (officer.action !== 'allow') return officer;
  }
  if (
    rules.requiresCompletedRegistration &&
    needsRegistrationCheck(hasValidToken, storage, userId)
  ) {
    return null;
  }
  return ALLOW;
}

/** Runs the guards in ARCHITECTURE's order: auth → operations-officer block → registration. */
export async function decideInvestorRouteAccess(
  input: InvestorRouteAccessInput,
): Promise<InvestorRouteDecision> {
  const { storage = localStorage, userId, isRegistrationIncomplete } = input;
  return (
    decideInvestorRouteAccessLocally(input) ??
    decideRegistrationAnswer(await isRegistrationIncomplete(), storage, userId)
  );
}

/** Maps a path's first segment to its investor route, or null for other routes. */
export function toInvestorRoute(pathname: string): InvestorRoute | null {
  const segment = pathname.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
  return Object.hasOwn(INVESTOR_ROUTE_RULES, segment) ? (segment as InvestorRoute) : null;
}
