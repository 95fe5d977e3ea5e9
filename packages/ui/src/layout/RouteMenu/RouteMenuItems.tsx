import { DropdownMenu } from '@radix-ui/themes';
import { SUBMENU_MAX_WIDTH_PX } from '../../theme/constants';
import { navigateOnPlainClick, type NavigateHandler, type NavItem } from '../navigation';
import { NavIcon } from './NavIcon';

export type RouteMenuItemsProps = {
  items: NavItem[];
  onNavigate: NavigateHandler;
  activeHref: string | undefined;
};

type EntryProps = {
  item: NavItem;
  onNavigate: NavigateHandler;
  activeHref: string | undefined;
};

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

/** A top-level entry's open dropdown: loaded on intent, with Radix's menu stack. */
export default function RouteMenuItems({ items, onNavigate, activeHref }: RouteMenuItemsProps) {
  return (
    <DropdownMenu.Content>
      {items.map((item) => (
        <MenuEntry key={item.id} item={item} onNavigate={onNavigate} activeHref={activeHref} />
      ))}
    </DropdownMenu.Content>
  );
}
