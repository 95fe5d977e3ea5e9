import type { TextModule } from '../../../i18n/text-module';
import * as forms from '../../../forms/texts';
import * as identity from './texts';

export { UsersScreen } from './UsersScreen';
export { RolesScreen } from './RolesScreen';

/** Texts this chunk renders, its dialogs' included, added when it loads. */
export const screenTexts: readonly TextModule[] = [identity, forms];
