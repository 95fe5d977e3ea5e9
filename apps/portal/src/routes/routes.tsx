import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../shell/AppLayout';
import { InvestorRouteGuard } from '../shell/InvestorRouteGuard';
import { RootLayout } from '../shell/RootLayout';
import { HomeScreen } from '../screens/home/HomeScreen';
import { NotFoundScreen } from '../screens/status/StatusScreen';
import { lazyScreen } from './lazy-screen';

const InvestmentScreen = lazyScreen(
  () => import('../screens/investment'),
  (module) => module.InvestmentScreen,
);
const OpportunityScreen = lazyScreen(
  () => import('../screens/investment'),
  (module) => module.OpportunityScreen,
);
const CompleteRegistrationScreen = lazyScreen(
  () => import('../screens/complete-reg'),
  (module) => module.CompleteRegistrationScreen,
);
const InvestorProfileScreen = lazyScreen(
  () => import('../screens/investor-prof'),
  (module) => module.InvestorProfileScreen,
);
const WalletScreen = lazyScreen(
  () => import('../screens/wallet'),
  (module) => module.WalletScreen,
);
const BankAccountScreen = lazyScreen(
  () => import('../screens/bank-account'),
  (module) => module.BankAccountScreen,
);

/** An investor route: the guards of SPEC §2's table run before the screen renders. */
const investor = (Screen: ComponentType) => (
  <InvestorRouteGuard>
    <Screen />
  </InvestorRouteGuard>
);

/** The route table of SPEC §2; account and administration routes come with their issue. */
export const portalRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: investor(HomeScreen), handle: { breadcrumb: '::Menu:Home' } },
          {
            path: 'investment',
            handle: { breadcrumb: '::Menu:Investment' },
            children: [
              { index: true, element: investor(InvestmentScreen) },
              {
                path: ':opportunityId',
                element: investor(OpportunityScreen),
                handle: { breadcrumb: '::Investment:Opportunity' },
              },
            ],
          },
          {
            path: 'complete-reg',
            element: investor(CompleteRegistrationScreen),
            handle: { breadcrumb: '::CompleteRegistration:Title' },
          },
          {
            path: 'investor-prof',
            element: investor(InvestorProfileScreen),
            handle: { breadcrumb: '::Menu:InvestorProfile' },
          },
          {
            path: 'wallet',
            element: investor(WalletScreen),
            handle: { breadcrumb: '::Menu:Wallet' },
          },
          {
            path: 'bank-account',
            element: investor(BankAccountScreen),
            handle: { breadcrumb: '::Menu:BankAccounts' },
          },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];
