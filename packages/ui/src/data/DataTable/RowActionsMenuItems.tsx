import { DropdownMenu } from '@radix-ui/themes';
import { actionToneColor } from './DataTable.variants';
import type { RowAction } from './types';

export type RowActionsMenuItemsProps = {
  actions: RowAction[];
};

/** A row's open actions menu: loaded on intent, with Radix's menu stack. */
export default function RowActionsMenuItems({ actions }: RowActionsMenuItemsProps) {
  return (
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
  );
}
