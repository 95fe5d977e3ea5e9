import type { MenuItem, Localize, RouteItem } from '@sahm/platform';
import type { NavItem } from '@sahm/ui';

/** The portal's menu entries (SPEC §2); later issues add theirs here. */
export const MENU_ROUTES: RouteItem[] = [{ name: '::Menu:Home', path: '/', order: 1 }];

export function toNavItems(items: MenuItem[], t: Localize): NavItem[] {
  return items.map((item) => ({
    id: item.name,
    label: t(item.name),
    href: item.path ?? undefined,
    children: item.children.length > 0 ? toNavItems(item.children, t) : undefined,
  }));
}
