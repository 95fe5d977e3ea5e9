import { useLocalization } from '@sahm/platform';

/**
 * The closing warning of SPEC §4, in the screens' words. A module of its own: the permissions
 * dialog uses it without the editors' form kit.
 */
export function useUnsavedChangesWarning() {
  const { t } = useLocalization();
  return {
    title: t('::Identity:Common:UnsavedTitle'),
    message: t('::Identity:Common:UnsavedMessage'),
    yesText: t('::Identity:Common:UnsavedDiscard'),
    cancelText: t('::Identity:Common:UnsavedKeep'),
    iconLabel: t('::Identity:Common:UnsavedIcon'),
  };
}
