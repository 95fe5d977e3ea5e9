export { Confirmation } from './Confirmation';
export type { ConfirmationProps } from './Confirmation';
export type { ConfirmationOutcome, ConfirmationSeverity } from './Confirmation.variants';
export { ConfirmationHost, useConfirmation } from './ConfirmationHost';
export type { ConfirmationHostProps } from './ConfirmationHost';
export { confirmationStore, createConfirmationStore } from './confirmation-store';
export type {
  ActiveConfirmation,
  ConfirmationOptions,
  ConfirmationRequest,
  ConfirmationStore,
} from './confirmation-store';
