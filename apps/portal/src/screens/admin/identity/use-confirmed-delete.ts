import { useLocalization } from '@sahm/platform';
import { showToast, useConfirmation } from '@sahm/ui';
import { useShowFailure } from './failure';

export interface ConfirmedDelete {
  title: string;
  message: string;
  /** The toast once it is gone. */
  deletedMessage: string;
  remove: () => Promise<unknown>;
}

/**
 * Deleting after a warning confirmation; a refusal (e.g. "you cannot delete yourself") is shown
 * in the server's words in an error confirmation, as ABP's own screens do.
 */
export function useConfirmedDelete() {
  const { t } = useLocalization();
  const confirm = useConfirmation();
  const showFailure = useShowFailure();
  return async ({ title, message, deletedMessage, remove }: ConfirmedDelete) => {
    const outcome = await confirm({
      severity: 'warning',
      title,
      message,
      options: {
        yesText: t('::Identity:Common:DeleteYes'),
        cancelText: t('::Identity:Common:Cancel'),
      },
    });
    if (outcome !== 'confirm') return;
    try {
      await remove();
      showToast({ severity: 'success', message: deletedMessage });
    } catch (error) {
      await showFailure(error, t('::Identity:Common:DeleteFailed'));
    }
  };
}
