import { useLocalization } from '@sahm/platform';

const MODULE_KEY = 'AbpSettingManagement::SuccessfullySaved';
const OWN_KEY = '::Settings:SuccessfullySaved';

/**
 * SPEC §4's 'SuccessfullySaved' after saving: ABP's setting-management text when the server has
 * it (ABP's own UI shows that one), the portal's own otherwise (docs/adr/0110-settings-page.md).
 */
export function useSavedText(): string {
  const { t } = useLocalization();
  const fromServer = t(MODULE_KEY);
  return fromServer === 'SuccessfullySaved' ? t(OWN_KEY) : fromServer;
}
