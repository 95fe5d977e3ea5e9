import { DotsHorizontalIcon } from '@radix-ui/react-icons';
import { DropdownMenu, IconButton } from '@radix-ui/themes';
import { actionToneColor } from './DataTable.variants';
import type { RowAction } from './types';

export type RowActionsMenuProps = {
  actions: RowAction[];
  /** Names the trigger with the row, e.g. "Actions for Sara Al-Harbi", so each one is distinct. */
  label: string;
};

/** A row's actions behind one button; Radix gives it the menu keyboard and returns focus on close. */
export function RowActionsMenu({ actions, label }: RowActionsMenuProps) {
  if (actions.length === 0) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton variant="ghost" color="gray" highContrast aria-label={label}>
          <DotsHorizontalIcon aria-hidden="true" />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        {actions.map((action) => (
          <DropdownMenu.Item
            key={action.id}
            color={action.tone === undefined ? undefined : actionToneColor[action.tone]}
            disabled={action.disabled}
            onSelect={action.onSelect}
          >
            {action.label}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
