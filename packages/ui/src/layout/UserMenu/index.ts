export { UserMenu } from './UserMenu';
export type { AnonymousUserMenuProps, AuthenticatedUserMenuProps, UserMenuProps } from './UserMenu';
