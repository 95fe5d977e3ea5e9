/** The settings page's tabs and the policy each needs (SPEC §2: only emailing is known). */
export const SETTING_TABS = [{ id: 'emailing', policy: 'SettingManagement.Emailing' }] as const;

export type SettingTabId = (typeof SETTING_TABS)[number]['id'];

type IsGranted = (policy: string) => boolean;

export function visibleSettingTabs(isGranted: IsGranted): SettingTabId[] {
  return SETTING_TABS.filter((tab) => isGranted(tab.policy)).map((tab) => tab.id);
}

/**
 * SPEC §2: the settings entry shows only while the setting-management feature is not 'false'
 * and at least one tab is visible.
 */
export function isSettingsMenuVisible(
  featureValues: Readonly<Record<string, string | null>>,
  isGranted: IsGranted,
): boolean {
  return (
    featureValues['SettingManagement.Enable'] !== 'false' &&
    visibleSettingTabs(isGranted).length > 0
  );
}
