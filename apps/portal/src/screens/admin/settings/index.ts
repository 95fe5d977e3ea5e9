import type { TextModule } from '../../../i18n/text-module';
import * as forms from '../../../forms/texts';
import * as shared from '../../shared/texts';
import * as dialogs from '../dialog-texts';
import * as settings from './texts';

export { SettingsScreen } from './SettingsScreen';
// The menu's rule (SPEC §2) lives beside the menu so the navbar does not load this screen's chunk.
export { isSettingsMenuVisible, visibleSettingTabs } from '../../../routes/settings-menu';

/** Texts this chunk renders, its test e-mail dialog's included, added when it loads. */
export const screenTexts: readonly TextModule[] = [settings, dialogs, shared, forms];
