import { AvatarIcon, EnterIcon, ExitIcon, PersonIcon } from '@radix-ui/react-icons';
import { Button, DropdownMenu, Text, VisuallyHidden } from '@radix-ui/themes';

export type AnonymousUserMenuProps = {
  status: 'anonymous';
  loginLabel: string;
  onLogin: () => void;
};

export type AuthenticatedUserMenuProps = {
  status: 'authenticated';
  userName: string;
  tenantName?: string;
  myAccountLabel: string;
  logoutLabel: string;
  onMyAccount: () => void;
  onLogout: () => void;
  /** Names the trigger for screen readers, before the visible tenant and user names. */
  menuLabel: string;
};

export type UserMenuProps = AnonymousUserMenuProps | AuthenticatedUserMenuProps;

export function UserMenu(props: UserMenuProps) {
  if (props.status === 'anonymous') {
    return (
      <Button variant="soft" highContrast onClick={props.onLogin}>
        <EnterIcon className="sahm-mirror-rtl" aria-hidden="true" />
        {props.loginLabel}
      </Button>
    );
  }
  const { userName, tenantName, myAccountLabel, logoutLabel, onMyAccount, onLogout, menuLabel } =
    props;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="ghost" color="gray" className="sahm-user-menu__trigger">
          <VisuallyHidden>{menuLabel}</VisuallyHidden>
          <AvatarIcon aria-hidden="true" />
          {tenantName && (
            <>
              <Text className="sahm-user-menu__tenant">{tenantName}</Text>
              <span aria-hidden="true">/</span>
            </>
          )}
          <span className="sahm-user-menu__name">{userName}</span>
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
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
    </DropdownMenu.Root>
  );
}
