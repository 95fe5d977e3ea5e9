import { describeHttpError, readHttpError, useLocalization, type Localize } from '@sahm/platform';
import { useConfirmation } from '@sahm/ui';

/** A failed request as a title and message: the server's own words when it sent them (SPEC §8). */
export async function describeFailure(
  t: Localize,
  error: unknown,
): Promise<{ title: string; message: string | undefined }> {
  const decision = describeHttpError(await readHttpError(error));
  const text = (part: { key: string | null; text: string } | null) =>
    part ? (part.key ? t(part.key) : part.text) : undefined;
  return { title: text(decision.title) ?? '', message: text(decision.details) };
}

/**
 * Shows a failed request in an error confirmation with a Close button, as ABP's screens do; a
 * `title` of the caller's (e.g. "Could not delete") puts the server's words in the message.
 */
export function useShowFailure() {
  const { t } = useLocalization();
  const confirm = useConfirmation();
  return async (error: unknown, title?: string) => {
    const failure = await describeFailure(t, error);
    await confirm({
      severity: 'error',
      title: title ?? failure.title,
      message: title ? (failure.message ?? failure.title) : failure.message,
      options: { hideCancelBtn: true, yesText: t('::Identity:Common:Close') },
    });
  };
}
