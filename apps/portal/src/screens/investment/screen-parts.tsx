import type { ReactNode } from 'react';
import { Button, Callout, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { isInvestorResponseError } from '@sahm/investor-sdk';
import { toHttpErrorInfo, useLocalization } from '@sahm/platform';
import { formatNumber } from '../../format/format';

/** The reason a read failed, in words the investor can act on. */
function loadErrorMessageKey(error: unknown): string {
  if (isInvestorResponseError(error)) return '::Investment:ErrorUnexpectedAnswer';
  const info = toHttpErrorInfo(error);
  if (info.kind === 'network') return '::Investment:ErrorNetwork';
  if (info.status === 403 || info.status === 401) return '::Investment:ErrorForbidden';
  return '::Investment:ErrorServer';
}

/** A failed read: what happened, what to do, and a Retry (DESIGN.md: designed error states). */
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

/** A list or section with nothing in it: what that means and where to go next. */
export function EmptyState({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action?: ReactNode;
}) {
  return (
    <Card size="3" variant="surface">
      <Flex direction="column" gap="2" align="start">
        <Heading as="h3" size="3">
          {title}
        </Heading>
        <Text as="p" color="gray">
          {message}
        </Text>
        {action}
      </Flex>
    </Card>
  );
}

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <Flex direction="column" gap="3" aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: rows }, (_unused, index) => (
        <Skeleton key={index} height="72px" width="100%" />
      ))}
    </Flex>
  );
}

/** Previous / next paging with "page x of y"; pages are 0-based inside, 1-based on screen. */
export function Pager({
  page,
  totalCount,
  pageSize,
  onPageChange,
  label,
}: {
  page: number;
  totalCount: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  label: string;
}) {
  const { t, language } = useLocalization();
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  if (totalCount <= pageSize && page === 0) return null;
  return (
    <Flex asChild align="center" justify="between" gap="3" wrap="wrap">
      <nav aria-label={label}>
        <Button
          variant="soft"
          highContrast
          disabled={page <= 0}
          onClick={() => onPageChange(page - 1)}
        >
          {t('::Investment:PreviousPage')}
        </Button>
        <Text size="2" color="gray" aria-live="polite" className="sahm-tabular-nums">
          {t(
            '::Investment:PageOf',
            formatNumber(page + 1, language),
            formatNumber(pages, language),
          )}
        </Text>
        <Button
          variant="soft"
          highContrast
          disabled={page >= pages - 1}
          onClick={() => onPageChange(page + 1)}
        >
          {t('::Investment:NextPage')}
        </Button>
      </nav>
    </Flex>
  );
}
