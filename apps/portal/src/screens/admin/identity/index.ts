export { UsersScreen } from './UsersScreen';
export { RolesScreen } from './RolesScreen';
export { PermissionsDialog, type PermissionsDialogProps } from './PermissionsDialog';
