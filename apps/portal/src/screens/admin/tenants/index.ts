import type { TextModule } from '../../../i18n/text-module';
import * as forms from '../../../forms/texts';
import * as shared from '../../shared/texts';
import * as tenants from './texts';

export { TenantsScreen } from './TenantsScreen';

/** Texts this chunk renders, its dialogs' included, added when it loads. */
export const screenTexts: readonly TextModule[] = [tenants, shared, forms];
