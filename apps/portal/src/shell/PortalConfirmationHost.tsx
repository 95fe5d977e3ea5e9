import { useLocalization } from '@sahm/platform';
import { ConfirmationHost } from '@sahm/ui';

/** The confirmation host of SPEC §2's root layout, its buttons and icons in the page's language. */
export function PortalConfirmationHost() {
  const { t } = useLocalization();
  return (
    <ConfirmationHost
      cancelText={t('AbpUi::Cancel')}
      yesText={t('AbpUi::Yes')}
      severityLabels={{
        neutral: t('::Severity:Question'),
        info: t('::Severity:Info'),
        success: t('::Severity:Success'),
        warning: t('::Severity:Warning'),
        error: t('AbpUi::Error'),
      }}
    />
  );
}
