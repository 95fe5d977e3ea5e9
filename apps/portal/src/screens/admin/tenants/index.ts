export { TenantsScreen } from './TenantsScreen';
export { FeaturesDialog, type FeaturesDialogProps } from './FeaturesDialog';
