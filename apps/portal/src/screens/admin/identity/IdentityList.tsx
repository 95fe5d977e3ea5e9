import type { ReactNode } from 'react';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import type { UseQueryResult } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, type PagedResult } from '@sahm/platform/admin';
import { useLocalization, type usePagedListQuery } from '@sahm/platform';
import {
  DataTable,
  ListToolbar,
  Pager,
  SearchField,
  type DataTableColumn,
  type RowAction,
} from '@sahm/ui';
import { formatNumber } from '../../../format/format';
import { usePageWithRows } from '../../shared/use-page-with-rows';

export type IdentityListTexts = 'Users' | 'Roles';

export type IdentityListProps<Row> = {
  /** Which screen's texts (`::Identity:<texts>:Title`, `…:Search`, …). */
  texts: IdentityListTexts;
  list: ReturnType<typeof usePagedListQuery>;
  result: UseQueryResult<PagedResult<Row>>;
  columns: DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  rowActions: (row: Row) => RowAction[];
  /** The row's name, for its actions button ("Actions for sara"). */
  rowName: (row: Row) => string;
  /** The "New …" button; absent without the create policy. */
  onCreate?: () => void;
  /** Dialogs of the screen. */
  children?: ReactNode;
};

/** An administration list: heading, search, the rows with their actions, paging (SPEC §9). */
export function IdentityList<Row>({
  texts,
  list,
  result,
  columns,
  getRowId,
  rowActions,
  rowName,
  onCreate,
  children,
}: IdentityListProps<Row>) {
  const { t, language } = useLocalization();
  const key = (name: string) => `::Identity:${texts}:${name}`;
  const number = (value: number) => formatNumber(value, language);
  const { page, setPage } = list;
  const totalCount = result.data?.totalCount ?? 0;
  usePageWithRows(list, result.data, ADMIN_PAGE_SIZE);

  const searching = list.filter.trim() !== '';
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="2">
        <Heading as="h1" size="7">
          {t(key('Title'))}
        </Heading>
        <Text as="p" color="gray">
          {t(key('Intro'))}
        </Text>
      </Flex>
      <ListToolbar
        actions={
          onCreate && (
            <Button highContrast onClick={onCreate}>
              {t(key('New'))}
            </Button>
          )
        }
      >
        <SearchField
          label={t(key('Search'))}
          placeholder={t(key('SearchPlaceholder'))}
          value={list.filter}
          onValueChange={list.setFilter}
        />
      </ListToolbar>
      <DataTable
        columns={columns}
        rows={result.data?.items ?? []}
        getRowId={getRowId}
        caption={t(key('Caption'))}
        captionHidden
        state={result.isPending ? 'loading' : result.isError ? 'error' : 'ready'}
        loadingText={t(key('Loading'))}
        emptyText={searching ? t(key('NoMatch'), list.filter.trim()) : t(key('Empty'))}
        emptyDescription={searching ? t(key('NoMatchDescription')) : t(key('EmptyDescription'))}
        emptyAction={
          searching && (
            <Button variant="soft" highContrast onClick={() => list.setFilter('')}>
              {t('::Identity:Common:ClearSearch')}
            </Button>
          )
        }
        error={{
          title: t(key('LoadFailed')),
          message: t('::Identity:Common:LoadFailedMessage'),
          retryLabel: t('::Identity:Common:Retry'),
          onRetry: () => void result.refetch(),
        }}
        sorting={list.sort}
        onSortingChange={list.setSort}
        busy={result.isFetching && !result.isPending}
        cardHeadingLevel={2}
        rowActions={rowActions}
        actionsLabel={(row) => t('::Identity:Common:ActionsFor', rowName(row))}
        actionsColumnLabel={t('::Identity:Common:Actions')}
      />
      <Pager
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        totalCount={totalCount}
        onPageChange={setPage}
        label={t(key('Paging'))}
        previousLabel={t('::Identity:Common:PreviousPage')}
        nextLabel={t('::Identity:Common:NextPage')}
        pageOfText={(current, count) =>
          t('::Identity:Common:PageOf', number(current), number(count))
        }
        rangeText={(first, last, total) =>
          t('::Identity:Common:Range', number(first), number(last), number(total))
        }
      />
      {children}
    </Flex>
  );
}
