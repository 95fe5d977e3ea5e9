export { IdleSessionDialog } from './IdleSessionDialog';
export type { IdleSessionDialogProps } from './IdleSessionDialog';
export { formatCountdown, useCountdown } from './countdown';
