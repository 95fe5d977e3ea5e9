import {
  CheckCircledIcon,
  CrossCircledIcon,
  ExclamationTriangleIcon,
  InfoCircledIcon,
} from '@radix-ui/react-icons';

export type PageAlertType = 'info' | 'success' | 'warning' | 'error';

// Errors and warnings interrupt a screen reader; information and success wait their turn.
export const pageAlertType = {
  info: { Icon: InfoCircledIcon, color: 'blue', role: 'status' },
  success: { Icon: CheckCircledIcon, color: 'green', role: 'status' },
  warning: { Icon: ExclamationTriangleIcon, color: 'amber', role: 'alert' },
  error: { Icon: CrossCircledIcon, color: 'red', role: 'alert' },
} as const satisfies Record<PageAlertType, { Icon: unknown; color: string; role: string }>;
