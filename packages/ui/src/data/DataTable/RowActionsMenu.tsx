import { DotsHorizontalIcon } from '@radix-ui/react-icons';
import { IconButton } from '@radix-ui/themes';
import { LazyDropdownMenu } from '../../lazy-menu';
import { onDemand } from '../../on-demand/on-demand';
import type { RowAction } from './types';

export type RowActionsMenuProps = {
  actions: RowAction[];
  /** Names the trigger with the row, e.g. "Actions for Sara Al-Harbi", so each one is distinct. */
  label: string;
};

const menuItems = onDemand(() => import('./RowActionsMenuItems'));

/**
 * A row's actions behind one button; Radix gives it the menu keyboard and returns focus on close.
 * Every row's menu starts closed, so Radix's menu stack loads on intent, not with the table.
 */
export function RowActionsMenu({ actions, label }: RowActionsMenuProps) {
  if (actions.length === 0) return null;
  return (
    <LazyDropdownMenu
      trigger={
        <IconButton variant="ghost" color="gray" highContrast aria-label={label}>
          <DotsHorizontalIcon aria-hidden="true" />
        </IconButton>
      }
      content={menuItems}
      contentProps={{ actions }}
    />
  );
}
