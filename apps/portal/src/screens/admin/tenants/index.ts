export { TenantsScreen } from './TenantsScreen';
export { FeaturesDialog, type FeaturesDialogProps } from './FeaturesDialog';

/** Texts this chunk renders, added when it loads. */
export { adminTexts as screenTexts } from '../admin-texts';
