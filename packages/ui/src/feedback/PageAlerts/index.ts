export { PageAlerts } from './PageAlerts';
export type { PageAlert, PageAlertsProps } from './PageAlerts';
export type { PageAlertType } from './PageAlerts.variants';
