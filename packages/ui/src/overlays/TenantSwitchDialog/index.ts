export { TenantSwitchDialog } from './TenantSwitchDialog';
export type { TenantSwitchDialogProps } from './TenantSwitchDialog';
