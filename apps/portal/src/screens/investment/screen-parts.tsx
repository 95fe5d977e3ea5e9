import type { ReactNode } from 'react';
import { Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE, isInvestorResponseError } from '@sahm/investor-sdk';
import { Pager, type PagerProps } from '@sahm/ui';
import { toHttpErrorInfo, useLocalization } from '@sahm/platform';
import { formatNumber } from '../../format/format';

/** The reason a read failed, in words the investor can act on. */
export function loadErrorMessageKey(error: unknown): string {
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

/** The shared pager of the investor lists, with the portal's texts and number format. */
export function ListPager(
  props: Pick<PagerProps, 'page' | 'totalCount' | 'onPageChange' | 'label'>,
) {
  const { t, language } = useLocalization();
  return (
    <Pager
      {...props}
      pageSize={DEFAULT_PAGE_SIZE}
      previousLabel={t('::Investment:PreviousPage')}
      nextLabel={t('::Investment:NextPage')}
      pageOfText={(page, pageCount) =>
        t('::Investment:PageOf', formatNumber(page, language), formatNumber(pageCount, language))
      }
    />
  );
}
