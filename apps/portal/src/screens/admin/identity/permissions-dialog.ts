import { lazyDialog } from '../lazy-dialog';

/** The permission tree and its dialog load when a user's or role's permissions are opened. */
export const permissionsDialog = lazyDialog(() =>
  import('./PermissionsDialog').then((module) => module.PermissionsDialog),
);
