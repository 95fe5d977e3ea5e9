import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AccountShell, type AccountRouteHandle } from '../shell/AccountShell';
import { AppLayout } from '../shell/AppLayout';
import { InvestorRouteGuard } from '../shell/InvestorRouteGuard';
import { PolicyRouteGuard } from '../shell/PolicyRouteGuard';
import { RootLayout } from '../shell/RootLayout';
import { HomeScreen } from '../screens/home/HomeScreen';
import { NotFoundScreen } from '../screens/status/StatusScreen';
import { lazyScreen } from './lazy-screen';
import { INVESTORS_POLICY } from './menu';

const InvestmentScreen = lazyScreen(
  () => import('../screens/investment'),
  (module) => module.InvestmentScreen,
);
const OpportunityScreen = lazyScreen(
  () => import('../screens/investment/opportunity'),
  (module) => module.OpportunityScreen,
);
const SubscriptionReceiptScreen = lazyScreen(
  () => import('../screens/investment/receipt'),
  (module) => module.SubscriptionReceiptScreen,
);
const CompleteRegistrationScreen = lazyScreen(
  () => import('../screens/complete-registration'),
  (module) => module.CompleteRegistrationScreen,
);
const InvestorProfileScreen = lazyScreen(
  () => import('../screens/investor-profile'),
  (module) => module.InvestorProfileScreen,
);
const WalletScreen = lazyScreen(
  () => import('../screens/wallet'),
  (module) => module.WalletScreen,
);
const StatementScreen = lazyScreen(
  () => import('../screens/wallet/statement'),
  (module) => module.StatementScreen,
);
const BankAccountScreen = lazyScreen(
  () => import('../screens/bank-account'),
  (module) => module.BankAccountScreen,
);

const LoginScreen = lazyScreen(
  () => import('../screens/account'),
  (module) => module.LoginScreen,
);
const RegisterScreen = lazyScreen(
  () => import('../screens/account'),
  (module) => module.RegisterScreen,
);
const ManageProfileScreen = lazyScreen(
  () => import('../screens/account'),
  (module) => module.ManageProfileScreen,
);
const ForgotPasswordScreen = lazyScreen(
  () => import('../screens/account'),
  (module) => module.ForgotPasswordScreen,
);
const ResetPasswordScreen = lazyScreen(
  () => import('../screens/account'),
  (module) => module.ResetPasswordScreen,
);

const UsersScreen = lazyScreen(
  () => import('../screens/admin/identity'),
  (module) => module.UsersScreen,
);
const RolesScreen = lazyScreen(
  () => import('../screens/admin/identity'),
  (module) => module.RolesScreen,
);
const TenantsScreen = lazyScreen(
  () => import('../screens/admin/tenants'),
  (module) => module.TenantsScreen,
);
const InvestorsScreen = lazyScreen(
  () => import('../screens/investors'),
  (module) => module.InvestorsScreen,
);
// The settings page behind its menu's rule too: the feature can switch it off (SPEC §2).
const SettingsScreen = lazyScreen(
  () => import('./settings-route'),
  (module) => module.EnabledSettingsScreen,
);

/** An investor route: the guards of SPEC §2's table run before the screen renders. */
const investor = (Screen: ComponentType) => (
  <InvestorRouteGuard>
    <Screen />
  </InvestorRouteGuard>
);

/** An administration route: sign-in first, then the 403 page unless the policy is granted. */
const administration = (policy: string, Screen: ComponentType) => (
  <PolicyRouteGuard policy={policy}>
    <Screen />
  </PolicyRouteGuard>
);

/** The route table of SPEC §2. */
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
                handle: { breadcrumb: '::Breadcrumb:Opportunity' },
              },
              {
                path: ':opportunityId/receipt/:subscriptionId',
                element: investor(SubscriptionReceiptScreen),
                handle: { breadcrumb: '::Breadcrumb:Receipt' },
              },
            ],
          },
          {
            path: 'complete-reg',
            element: investor(CompleteRegistrationScreen),
            handle: { breadcrumb: '::Breadcrumb:CompleteRegistration' },
          },
          {
            path: 'investor-prof',
            element: investor(InvestorProfileScreen),
            handle: { breadcrumb: '::Menu:InvestorProfile' },
          },
          {
            path: 'wallet',
            handle: { breadcrumb: '::Menu:Wallet' },
            children: [
              { index: true, element: investor(WalletScreen) },
              {
                path: 'statement',
                element: investor(StatementScreen),
                handle: { breadcrumb: '::Breadcrumb:Statement' },
              },
            ],
          },
          {
            path: 'bank-account',
            element: investor(BankAccountScreen),
            handle: { breadcrumb: '::Menu:BankAccounts' },
          },
          {
            path: 'investors',
            element: administration(INVESTORS_POLICY, InvestorsScreen),
            handle: { breadcrumb: '::Menu:Investors' },
          },
          {
            path: 'identity/users',
            element: administration('AbpIdentity.Users', UsersScreen),
            handle: { breadcrumb: '::Menu:Users' },
          },
          {
            path: 'identity/roles',
            element: administration('AbpIdentity.Roles', RolesScreen),
            handle: { breadcrumb: '::Menu:Roles' },
          },
          {
            path: 'tenant-management/tenants',
            element: administration('AbpTenantManagement.Tenants', TenantsScreen),
            handle: { breadcrumb: '::Menu:Tenants' },
          },
          {
            path: 'setting-management',
            element: administration('SettingManagement.Emailing', SettingsScreen),
            handle: { breadcrumb: '::Menu:Settings' },
          },
          {
            path: 'account/manage',
            element: <ManageProfileScreen />,
            handle: { breadcrumb: '::Breadcrumb:MyAccount' },
          },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
      {
        path: 'account',
        element: <AccountShell />,
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          { path: 'login', element: <LoginScreen /> },
          { path: 'register', element: <RegisterScreen /> },
          { path: 'forgot-password', element: <ForgotPasswordScreen /> },
          {
            path: 'reset-password',
            element: <ResetPasswordScreen />,
            // The e-mailed link belongs to one tenant's user: switching here would break it.
            handle: { hideTenantBox: true } satisfies AccountRouteHandle,
          },
        ],
      },
    ],
  },
];
