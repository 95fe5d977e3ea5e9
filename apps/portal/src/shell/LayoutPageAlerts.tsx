import { useLocalization, usePageAlerts } from '@sahm/platform';
import { PageAlerts } from '@sahm/ui';

/** Where focus goes when the last alert is dismissed: ui's ApplicationLayout main landmark. */
const MAIN_CONTENT_ID = 'main-content';

/**
 * SPEC §2 application layout's page alerts: the platform's list (`usePageAlerts`), its titles and
 * messages localized as ABP's page-alert container does (key or plain text, with parameters).
 * Renders nothing while the list is empty.
 */
export function LayoutPageAlerts() {
  const { t } = useLocalization();
  const { alerts, dismiss } = usePageAlerts();
  if (alerts.length === 0) return null;

  const onDismiss = (id: string) => {
    const wasLast = alerts.every((alert) => alert.id === id || !alert.dismissible);
    dismiss(id);
    // The dismiss button under focus is gone and no other remains: focus the page, not the body.
    if (wasLast) document.getElementById(MAIN_CONTENT_ID)?.focus();
  };

  return (
    <PageAlerts
      alerts={alerts.map(
        ({ id, type, title, titleParams = [], message, messageParams = [], dismissible }) => ({
          id,
          type,
          title: title === undefined ? undefined : t(title, ...titleParams),
          message: t(message, ...messageParams),
          dismissible,
        }),
      )}
      typeLabels={{
        info: t('::Severity:Info'),
        success: t('::Severity:Success'),
        warning: t('::Severity:Warning'),
        error: t('AbpUi::Error'),
      }}
      dismissLabel={t('::Layout:DismissAlert')}
      onDismiss={onDismiss}
    />
  );
}
