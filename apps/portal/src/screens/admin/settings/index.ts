export { SettingsScreen } from './SettingsScreen';
// The menu's rule (SPEC §2) lives beside the menu so the navbar does not load this screen's chunk.
export { isSettingsMenuVisible, visibleSettingTabs } from '../../../routes/settings-menu';

/** Texts this chunk renders, added when it loads. */
export { adminTexts as screenTexts } from '../admin-texts';
