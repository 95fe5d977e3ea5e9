import {
  CheckCircledIcon,
  CrossCircledIcon,
  ExclamationTriangleIcon,
  InfoCircledIcon,
  QuestionMarkCircledIcon,
} from '@radix-ui/react-icons';

export type ConfirmationSeverity = 'neutral' | 'info' | 'success' | 'warning' | 'error';

export type ConfirmationOutcome = 'confirm' | 'reject' | 'dismiss';

// SPEC §2: info, success, warning and error have their own icon; anything else asks a question.
export const confirmationSeverity = {
  neutral: { Icon: QuestionMarkCircledIcon, color: 'gray' },
  info: { Icon: InfoCircledIcon, color: 'blue' },
  success: { Icon: CheckCircledIcon, color: 'green' },
  warning: { Icon: ExclamationTriangleIcon, color: 'amber' },
  error: { Icon: CrossCircledIcon, color: 'red' },
} as const satisfies Record<ConfirmationSeverity, { Icon: unknown; color: string }>;
