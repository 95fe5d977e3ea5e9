import { useEffect, useEffectEvent } from 'react';
import { useLocalization } from '@sahm/platform';
import { useConfirmation } from '@sahm/ui';
import { signInFailures, type SignInFailures } from './sign-in-failures';

const S = (key: string) => `::SignIn:${key}`;

/**
 * Tells the person, in the page's language, that sign-in failed and offers to try again
 * (docs/adr/0431): the provider could not be reached (Login, a guard, a 401, the callback), or
 * the sign-in did not complete. Closing leaves them where they are, signed out.
 */
export function SignInFailurePresenter({
  failures = signInFailures,
}: {
  failures?: SignInFailures;
}) {
  const { t } = useLocalization();
  const confirm = useConfirmation();

  const showPending = useEffectEvent(async () => {
    const failure = failures.take();
    if (!failure) return;
    const kind = failure.kind === 'unreachable' ? 'Unreachable' : 'Failed';
    const outcome = await confirm({
      severity: 'error',
      title: t(S(`${kind}:Title`)),
      message: t(S(`${kind}:Message`)),
      options: { yesText: t(S('TryAgain')), cancelText: t('AbpUi::Close') },
    });
    if (outcome === 'confirm') await failure.retry();
  });

  // A failure reported before this mounted (the callback, during start-up) is shown at once.
  useEffect(() => {
    void showPending();
    return failures.subscribe(() => void showPending());
  }, [failures]);

  return null;
}
