import { ExitIcon, PersonIcon } from '@radix-ui/react-icons';
import { DropdownMenu } from '@radix-ui/themes';

export type UserMenuItemsProps = {
  myAccountLabel: string;
  logoutLabel: string;
  onMyAccount: () => void;
  onLogout: () => void;
};

/** The open user menu: loaded on intent, with Radix's menu stack. */
export default function UserMenuItems({
  myAccountLabel,
  logoutLabel,
  onMyAccount,
  onLogout,
}: UserMenuItemsProps) {
  return (
    <DropdownMenu.Content align="end">
      <DropdownMenu.Item onSelect={onMyAccount}>
        <PersonIcon aria-hidden="true" />
        {myAccountLabel}
      </DropdownMenu.Item>
      <DropdownMenu.Separator />
      <DropdownMenu.Item color="red" onSelect={onLogout}>
        <ExitIcon className="sahm-mirror-rtl" aria-hidden="true" />
        {logoutLabel}
      </DropdownMenu.Item>
    </DropdownMenu.Content>
  );
}
