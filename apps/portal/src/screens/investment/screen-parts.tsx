import type { ReactNode } from 'react';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '@sahm/investor-sdk';
import { Pager, type PagerProps } from '@sahm/ui';
import { useLocalization } from '@sahm/platform';
import { formatNumber } from '../../format/format';

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
