import { Button } from '@radix-ui/themes';
import { useState } from 'react';
import { LazyDropdownMenu, MenuTriggerIcon } from '../../lazy-menu';
import { onDemand } from '../../on-demand/on-demand';
import { navigateOnPlainClick, type NavigateHandler, type NavItem } from '../navigation';
import { NavIcon } from './NavIcon';

export type RouteMenuProps = {
  /** Already permission-filtered and sorted by the caller. */
  items: NavItem[];
  onNavigate?: NavigateHandler;
  activeHref?: string;
};

type EntryProps = {
  item: NavItem;
  onNavigate: NavigateHandler | undefined;
  activeHref: string | undefined;
};

function containsHref(item: NavItem, href: string | undefined): boolean {
  if (href === undefined) return false;
  return item.href === href || (item.children ?? []).some((child) => containsHref(child, href));
}

const menuItems = onDemand(() => import('./RouteMenuItems'));

// High contrast: jade's step 11 on its step 3 falls short of WCAG AA.
function topLevelLook(highlighted: boolean) {
  return highlighted
    ? ({ variant: 'soft', highContrast: true } as const)
    : ({ variant: 'ghost', color: 'gray' } as const);
}

function TopLevelDropdown({ item, onNavigate, activeHref }: EntryProps) {
  const [open, setOpen] = useState(false);
  // A router's preventDefault also stops Radix from closing the menu on select, so close it here.
  const navigateAndClose: NavigateHandler = (href, event) => {
    setOpen(false);
    onNavigate?.(href, event);
  };
  return (
    <LazyDropdownMenu
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button {...topLevelLook(containsHref(item, activeHref))}>
          <NavIcon icon={item.icon} />
          {item.label}
          <MenuTriggerIcon />
        </Button>
      }
      content={menuItems}
      contentProps={{ items: item.children ?? [], onNavigate: navigateAndClose, activeHref }}
    />
  );
}

function TopLevelEntry({ item, onNavigate, activeHref }: EntryProps) {
  if (item.children?.length) {
    return <TopLevelDropdown item={item} onNavigate={onNavigate} activeHref={activeHref} />;
  }
  if (item.href === undefined) return null;
  const active = item.href === activeHref;
  return (
    <Button asChild {...topLevelLook(active)}>
      <a
        href={item.href}
        aria-current={active ? 'page' : undefined}
        onClick={navigateOnPlainClick(item.href, onNavigate)}
      >
        <NavIcon icon={item.icon} />
        {item.label}
      </a>
    </Button>
  );
}

export function RouteMenu({ items, onNavigate, activeHref }: RouteMenuProps) {
  return (
    <ul className="sahm-route-menu">
      {items.map((item) => (
        <li key={item.id}>
          <TopLevelEntry item={item} onNavigate={onNavigate} activeHref={activeHref} />
        </li>
      ))}
    </ul>
  );
}
