import { confirmationDialogCode } from '../feedback/Confirmation/Confirmation';
import { loadSonner } from '../feedback/Toaster/load-sonner';
import { errorScreenCode } from '../overlays/ErrorScreen/ErrorScreen';
import { idleSessionDialogCode } from '../overlays/IdleSessionDialog/IdleSessionDialog';

/**
 * Fetches the code of everything that tells a person something went wrong or needs an answer —
 * toasts, the error screen, confirmations, the idle warning — which otherwise comes when first
 * shown (ADR 0190). Call it once the application is idle after its start: when the network is
 * what fails, that code must already be here (ADR 0191).
 */
export async function prefetchFeedback(): Promise<void> {
  await Promise.all([
    loadSonner(),
    errorScreenCode.load(),
    confirmationDialogCode.load(),
    idleSessionDialogCode.load(),
  ]);
}
