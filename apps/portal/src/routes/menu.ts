import type { Localize, MenuItem, RouteItem } from '@sahm/platform';
import type { NavItem } from '@sahm/ui';
import { menuIcon } from './menu-icons';

export interface MenuContext {
  isAuthenticated: boolean;
  /** SPEC §2: the settings entry needs the feature on and at least one visible tab. */
  isSettingsVisible: boolean;
}

export const ADMINISTRATION_MENU = '::Menu:Administration';

/** The back office's list of investors: `investors-data`'s policy (ADR 0451, 0470). */
export const INVESTORS_POLICY = 'Sahm.Investors';
/** Where an operations officer works, and lands after signing in (ADR 0470, 0491). */
export const BACK_OFFICE_PATH = '/investors';

/**
 * The portal's menu (SPEC §2): Home first; an investor's own pages only once signed in; the
 * administration entries behind their policies, under a wrench at order 100.
 */
export function menuRoutes({ isAuthenticated, isSettingsVisible }: MenuContext): RouteItem[] {
  return [
    { name: '::Menu:Home', path: '/', order: 1 },
    { name: '::Menu:Investment', path: '/investment', order: 2 },
    { name: '::Menu:MyInvestments', order: 3, invisible: !isAuthenticated },
    { name: '::Menu:Wallet', parentName: '::Menu:MyInvestments', path: '/wallet', order: 1 },
    {
      name: '::Menu:BankAccounts',
      parentName: '::Menu:MyInvestments',
      path: '/bank-account',
      order: 2,
    },
    {
      name: '::Menu:InvestorProfile',
      parentName: '::Menu:MyInvestments',
      path: '/investor-prof',
      order: 3,
    },
    // Not under Administration: the operations officer holds it without administering anything.
    {
      name: '::Menu:Investors',
      path: BACK_OFFICE_PATH,
      order: 90,
      requiredPolicy: INVESTORS_POLICY,
    },
    { name: ADMINISTRATION_MENU, order: 100, iconClass: 'wrench' },
    {
      name: '::Menu:Users',
      parentName: ADMINISTRATION_MENU,
      path: '/identity/users',
      order: 1,
      requiredPolicy: 'AbpIdentity.Users',
    },
    {
      name: '::Menu:Roles',
      parentName: ADMINISTRATION_MENU,
      path: '/identity/roles',
      order: 2,
      requiredPolicy: 'AbpIdentity.Roles',
    },
    {
      name: '::Menu:Tenants',
      parentName: ADMINISTRATION_MENU,
      path: '/tenant-management/tenants',
      order: 3,
      requiredPolicy: 'AbpTenantManagement.Tenants',
    },
    {
      name: '::Menu:Settings',
      parentName: ADMINISTRATION_MENU,
      path: '/setting-management',
      order: 4,
      requiredPolicy: 'SettingManagement.Emailing',
      invisible: !isSettingsVisible,
    },
  ];
}

export function toNavItems(items: MenuItem[], t: Localize): NavItem[] {
  return items.map((item) => ({
    id: item.name,
    label: t(item.name),
    href: item.path ?? undefined,
    icon: menuIcon(item.iconClass),
    children: item.children.length > 0 ? toNavItems(item.children, t) : undefined,
  }));
}
