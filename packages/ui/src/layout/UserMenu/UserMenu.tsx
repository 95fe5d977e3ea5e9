import { AvatarIcon, EnterIcon } from '@radix-ui/react-icons';
import { Button, Text, VisuallyHidden } from '@radix-ui/themes';
import { LazyDropdownMenu, MenuTriggerIcon } from '../../lazy-menu';
import { onDemand } from '../../on-demand/on-demand';

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

const menuItems = onDemand(() => import('./UserMenuItems'));

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
    <LazyDropdownMenu
      trigger={
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
          <MenuTriggerIcon />
        </Button>
      }
      content={menuItems}
      contentProps={{ myAccountLabel, logoutLabel, onMyAccount, onLogout }}
    />
  );
}
