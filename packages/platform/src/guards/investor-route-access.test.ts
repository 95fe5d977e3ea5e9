import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../constants';
import { completedRegistrationKey } from '../session/per-user-state';
import {
  INVESTOR_ROUTE_RULES,
  decideInvestorRouteAccess,
  decideInvestorRouteAccessLocally,
  toInvestorRoute,
  type InvestorRoute,
} from './investor-route-access';

const officer = ['OperationsOfficer'];
const investor = ['Investor'];

function check(
  route: InvestorRoute,
  hasValidToken: boolean,
  roles: string[],
  incomplete: boolean | 'unused' = 'unused',
  userId: string | null = 'user-1',
) {
  const isRegistrationIncomplete = vi.fn(async () => incomplete === true);
  return {
    isRegistrationIncomplete,
    result: decideInvestorRouteAccess({
      route,
      hasValidToken,
      roles,
      userId,
      storage: localStorage,
      isRegistrationIncomplete,
    }),
  };
}

describe('INVESTOR_ROUTE_RULES (SPEC §2)', () => {
  it('matches the route table', () => {
    expect(INVESTOR_ROUTE_RULES).toEqual({
      '': {
        requiresLogin: false,
        requiresCompletedRegistration: false,
        blocksOperationsOfficer: true,
      },
      investment: {
        requiresLogin: false,
        requiresCompletedRegistration: true,
        blocksOperationsOfficer: true,
      },
      'complete-reg': {
        requiresLogin: true,
        requiresCompletedRegistration: false,
        blocksOperationsOfficer: true,
      },
      'investor-prof': {
        requiresLogin: true,
        requiresCompletedRegistration: true,
        blocksOperationsOfficer: true,
      },
      wallet: {
        requiresLogin: true,
        requiresCompletedRegistration: true,
        blocksOperationsOfficer: true,
      },
      'bank-account': {
        requiresLogin: true,
        requiresCompletedRegistration: true,
        blocksOperationsOfficer: true,
      },
    });
  });
});

describe('decideInvestorRouteAccess', () => {
  const allRoutes = Object.keys(INVESTOR_ROUTE_RULES) as InvestorRoute[];
  const loginRoutes: InvestorRoute[] = ['complete-reg', 'investor-prof', 'wallet', 'bank-account'];
  const registrationRoutes: InvestorRoute[] = [
    'investment',
    'investor-prof',
    'wallet',
    'bank-account',
  ];

  it.each(loginRoutes)('starts login on %s without a valid token', async (route) => {
    const { result, isRegistrationIncomplete } = check(route, false, []);
    expect(await result).toEqual({ action: 'login' });
    expect(isRegistrationIncomplete).not.toHaveBeenCalled();
  });

  it.each(['', 'investment'] as const)('lets a visitor without a token into %s', async (route) => {
    const { result, isRegistrationIncomplete } = check(route, false, []);
    expect(await result).toEqual({ action: 'allow' });
    expect(isRegistrationIncomplete).not.toHaveBeenCalled();
  });

  it.each(allRoutes)('logs an operations officer out of %s', async (route) => {
    const { result, isRegistrationIncomplete } = check(route, true, officer, false);
    expect(await result).toEqual({ action: 'logout' });
    expect(isRegistrationIncomplete).not.toHaveBeenCalled();
  });

  it('does not block the officer role without a valid token', async () => {
    expect(await check('', false, officer).result).toEqual({ action: 'allow' });
  });

  it.each(registrationRoutes)(
    'redirects to /complete-reg on %s when the server says registration is incomplete',
    async (route) => {
      const { result, isRegistrationIncomplete } = check(route, true, investor, true);
      expect(await result).toEqual({ action: 'redirect', to: '/complete-reg' });
      expect(isRegistrationIncomplete).toHaveBeenCalledOnce();
      expect(Object.keys(localStorage)).toEqual([]);
    },
  );

  it.each(registrationRoutes)(
    'stores IsCompleteReg for the user and allows %s when complete',
    async (route) => {
      const { result } = check(route, true, investor, false);
      expect(await result).toEqual({ action: 'allow' });
      expect(localStorage.getItem('IsCompleteReg:user-1')).toBe('true');
      expect(localStorage.getItem(STORAGE_KEYS.isCompleteRegistration)).toBeNull();
    },
  );

  it('does not ask the server again once the user’s IsCompleteReg is true', async () => {
    localStorage.setItem(completedRegistrationKey('user-1'), 'true');
    const { result, isRegistrationIncomplete } = check('wallet', true, investor, true);
    expect(await result).toEqual({ action: 'allow' });
    expect(isRegistrationIncomplete).not.toHaveBeenCalled();
  });

  it('asks the server for another user, and for the unkeyed flag of earlier versions', async () => {
    localStorage.setItem(completedRegistrationKey('someone-else'), 'true');
    localStorage.setItem(STORAGE_KEYS.isCompleteRegistration, 'true');
    const { result, isRegistrationIncomplete } = check('wallet', true, investor, true);
    expect(await result).toEqual({ action: 'redirect', to: '/complete-reg' });
    expect(isRegistrationIncomplete).toHaveBeenCalledOnce();
  });

  it('asks every time and remembers nothing without a user id', async () => {
    const first = check('wallet', true, investor, false, null);
    expect(await first.result).toEqual({ action: 'allow' });
    expect(Object.keys(localStorage)).toEqual([]);
    const second = check('wallet', true, investor, false, null);
    await second.result;
    expect(second.isRegistrationIncomplete).toHaveBeenCalledOnce();
  });

  it.each(['', 'complete-reg'] as const)(
    'does not run the registration check on %s',
    async (route) => {
      const { result, isRegistrationIncomplete } = check(route, true, investor, true);
      expect(await result).toEqual({ action: 'allow' });
      expect(isRegistrationIncomplete).not.toHaveBeenCalled();
    },
  );
});

describe('decideInvestorRouteAccessLocally', () => {
  const cases = (Object.keys(INVESTOR_ROUTE_RULES) as InvestorRoute[]).flatMap((route) =>
    [true, false].flatMap((hasValidToken) =>
      [officer, investor].flatMap((roles) =>
        [true, false].map((remembered) => ({ route, hasValidToken, roles, remembered })),
      ),
    ),
  );

  it.each(cases)(
    'decides as the guards do, and is undecided only when the server would be asked: %o',
    async ({ route, hasValidToken, roles, remembered }) => {
      if (remembered) localStorage.setItem(completedRegistrationKey('user-1'), 'true');
      const local = decideInvestorRouteAccessLocally({
        route,
        hasValidToken,
        roles,
        userId: 'user-1',
      });
      const { result, isRegistrationIncomplete } = check(route, hasValidToken, roles, true);
      const decided = await result;
      if (isRegistrationIncomplete.mock.calls.length > 0) expect(local).toBeNull();
      else expect(local).toEqual(decided);
    },
  );

  it('lets a signed-in investor into Home without asking anything', () => {
    expect(
      decideInvestorRouteAccessLocally({
        route: '',
        hasValidToken: true,
        roles: investor,
        userId: 'user-1',
      }),
    ).toEqual({ action: 'allow' });
    expect(
      decideInvestorRouteAccessLocally({
        route: 'wallet',
        hasValidToken: true,
        roles: investor,
        userId: 'user-1',
      }),
    ).toBeNull();
  });
});

describe('toInvestorRoute', () => {
  it.each([
    ['/', ''],
    ['', ''],
    ['/wallet', 'wallet'],
    ['/wallet/details?x=1', 'wallet'],
    ['/bank-account', 'bank-account'],
    ['/account/login', null],
    ['/identity/users', null],
  ])('%s → %s', (path, route) => {
    expect(toInvestorRoute(path)).toBe(route);
  });
});
