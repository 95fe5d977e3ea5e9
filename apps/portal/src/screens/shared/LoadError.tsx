import { Button, Callout, Flex } from '@radix-ui/themes';
import { isInvestorResponseError } from '@sahm/investor-sdk';
import { toHttpErrorInfo, useLocalization } from '@sahm/platform';
import { isAbpResponseError } from '@sahm/platform/admin';

/** The reason a read failed, in words the user can act on. */
export function loadErrorMessageKey(error: unknown): string {
  if (isInvestorResponseError(error) || isAbpResponseError(error)) {
    return '::Investment:ErrorUnexpectedAnswer';
  }
  const info = toHttpErrorInfo(error);
  if (info.kind === 'network') return '::Investment:ErrorNetwork';
  if (info.status === 403 || info.status === 401) return '::Investment:ErrorForbidden';
  return '::Investment:ErrorServer';
}

/**
 * A failed read: what happened, what to do, and a Retry (DESIGN.md: designed error states). Shared
 * by the investor and administration screens; its words are `./texts`.
 */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useLocalization();
  return (
    <Callout.Root color="red" role="alert" variant="surface">
      <Callout.Text weight="bold">{title}</Callout.Text>
      <Callout.Text>{t(loadErrorMessageKey(error))}</Callout.Text>
      <Flex>
        <Button variant="surface" color="gray" highContrast onClick={onRetry}>
          {t('::Investment:Retry')}
        </Button>
      </Flex>
    </Callout.Root>
  );
}
