import { Button, DropdownMenu } from '@radix-ui/themes';
import { useState, type ReactNode } from 'react';
import { SUBMENU_MAX_WIDTH_PX } from '../../theme/constants';
import { navigateOnPlainClick, type NavigateHandler, type NavItem } from '../navigation';

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

function NavIcon({ icon }: { icon: ReactNode }) {
  if (!icon) return null;
  return (
    <span className="sahm-nav-icon" aria-hidden="true">
      {icon}
    </span>
  );
}

function SubmenuLabel({ label }: { label: string }) {
  return (
    <span
      className="sahm-route-menu__sublabel"
      style={{ maxInlineSize: SUBMENU_MAX_WIDTH_PX }}
      title={label}
    >
      {label}
    </span>
  );
}

function MenuEntry({ item, onNavigate, activeHref }: EntryProps) {
  if (item.children?.length) {
    return (
      <DropdownMenu.Sub>
        <DropdownMenu.SubTrigger>
          <NavIcon icon={item.icon} />
          <SubmenuLabel label={item.label} />
        </DropdownMenu.SubTrigger>
        <DropdownMenu.SubContent>
          {item.children.map((child) => (
            <MenuEntry
              key={child.id}
              item={child}
              onNavigate={onNavigate}
              activeHref={activeHref}
            />
          ))}
        </DropdownMenu.SubContent>
      </DropdownMenu.Sub>
    );
  }
  if (item.href === undefined) return null;
  return (
    <DropdownMenu.Item asChild>
      <a
        href={item.href}
        aria-current={item.href === activeHref ? 'page' : undefined}
        onClick={navigateOnPlainClick(item.href, onNavigate)}
      >
        <NavIcon icon={item.icon} />
        <SubmenuLabel label={item.label} />
      </a>
    </DropdownMenu.Item>
  );
}

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
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger>
        <Button {...topLevelLook(containsHref(item, activeHref))}>
          <NavIcon icon={item.icon} />
          {item.label}
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {item.children?.map((child) => (
          <MenuEntry
            key={child.id}
            item={child}
            onNavigate={navigateAndClose}
            activeHref={activeHref}
          />
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
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
