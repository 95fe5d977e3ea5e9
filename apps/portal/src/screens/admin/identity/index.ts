export { UsersScreen } from './UsersScreen';
export { RolesScreen } from './RolesScreen';
export { PermissionsDialog, type PermissionsDialogProps } from './PermissionsDialog';

/** Texts this chunk renders, added when it loads. */
export { adminTexts as screenTexts } from '../admin-texts';
