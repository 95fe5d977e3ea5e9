import { useEffect, useEffectEvent } from 'react';
import { useLocalization } from '@sahm/platform';
import { useConfirmation } from '@sahm/ui';
import { signOutFailures, type SignOutFailures } from './sign-out-failures';

/**
 * Tells the person, in the page's language, that they are signed out on this device but the
 * sign-in service could not be reached to end its session there, and offers to try again
 * (docs/adr/0501). Closing leaves them on the page, signed out.
 */
export function SignOutFailurePresenter({
  failures = signOutFailures,
}: {
  failures?: SignOutFailures;
}) {
  const { t } = useLocalization();
  const confirm = useConfirmation();

  const showPending = useEffectEvent(async () => {
    const retry = failures.take();
    if (!retry) return;
    const outcome = await confirm({
      severity: 'error',
      title: t('::SignOut:Unreachable:Title'),
      message: t('::SignOut:Unreachable:Message'),
      options: { yesText: t('::SignIn:TryAgain'), cancelText: t('AbpUi::Close') },
    });
    if (outcome === 'confirm') await retry();
  });

  useEffect(() => {
    void showPending();
    return failures.subscribe(() => void showPending());
  }, [failures]);

  return null;
}
