import { COMPLETE_REGISTRATION_PATH, OPERATIONS_OFFICER_ROLE, STORAGE_KEYS } from '../constants';

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

/** Whether the registration check must ask the server (SPEC §4); users without a token pass. */
export function needsRegistrationCheck(hasValidToken: boolean, storage: Storage): boolean {
  return hasValidToken && storage.getItem(STORAGE_KEYS.isCompleteRegistration) !== 'true';
}

/** The server's answer: incomplete → /complete-reg; complete → remember it and allow. */
export function decideRegistrationAnswer(
  incomplete: boolean,
  storage: Storage,
): InvestorRouteDecision {
  if (incomplete) return { action: 'redirect', to: COMPLETE_REGISTRATION_PATH };
  storage.setItem(STORAGE_KEYS.isCompleteRegistration, 'true');
  return ALLOW;
}

export interface InvestorRouteAccessInput {
  route: InvestorRoute;
  hasValidToken: boolean;
  roles: readonly string[];
  storage?: Storage;
  /** POST check-user-is-complete-register; true when registration is incomplete (SPEC §7). */
  isRegistrationIncomplete: () => Promise<boolean>;
}

/** Runs the guards in ARCHITECTURE's order: auth → operations-officer block → registration. */
export async function decideInvestorRouteAccess({
  route,
  hasValidToken,
  roles,
  storage = localStorage,
  isRegistrationIncomplete,
}: InvestorRouteAccessInput): Promise<InvestorRouteDecision> {
  const rules = INVESTOR_ROUTE_RULES[route];
  if (rules.requiresLogin && !hasValidToken) return { action: 'login' };
  if (rules.blocksOperationsOfficer) {
    const officer = decideOperationsOfficerBlock(hasValidToken, roles);
    if (officer.action !== 'allow') return officer;
  }
  if (rules.requiresCompletedRegistration && needsRegistrationCheck(hasValidToken, storage)) {
    return decideRegistrationAnswer(await isRegistrationIncomplete(), storage);
  }
  return ALLOW;
}

/** Maps a path's first segment to its investor route, or null for other routes. */
export function toInvestorRoute(pathname: string): InvestorRoute | null {
  const segment = pathname.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
  return Object.hasOwn(INVESTOR_ROUTE_RULES, segment) ? (segment as InvestorRoute) : null;
}
