import type { Localize, MenuItem, RouteItem } from '@sahm/platform';
import type { NavItem } from '@sahm/ui';

/** The portal's menu (SPEC §2): Home first; an investor's own pages only once signed in. */
export function menuRoutes(isAuthenticated: boolean): RouteItem[] {
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
  ];
}

export function toNavItems(items: MenuItem[], t: Localize): NavItem[] {
  return items.map((item) => ({
    id: item.name,
    label: t(item.name),
    href: item.path ?? undefined,
    children: item.children.length > 0 ? toNavItems(item.children, t) : undefined,
  }));
}
