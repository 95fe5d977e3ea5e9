import { Badge, Button, Flex, Heading, Text } from '@radix-ui/themes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvestorSummary } from '@sahm/investor-sdk';
import { DEFAULT_PAGE_SIZE, useLocalization, usePagedListQuery } from '@sahm/platform';
import { DataTable, ListToolbar, Pager, SearchField, type DataTableColumn } from '@sahm/ui';
import { useInvestorApi } from '../../investor/use-investor-api';
import { formatDate, formatNumber } from '../../format/format';
import { handlesErrors } from '../../shell/http-errors';
import { usePageWithRows } from '../shared/use-page-with-rows';
import { investorName, nameSortField, userTypeKey } from './investor-row';

const T = (key: string) => `::Investors:${key}`;

function useInvestorColumns(): DataTableColumn<InvestorSummary>[] {
  const { t, language } = useLocalization();
  const notSet = <Text color="gray">{t(T('NotSet'))}</Text>;
  return [
    {
      id: 'userName',
      header: t(T('UserName')),
      sortKey: 'userName',
      cell: (investor) => <Text dir="ltr">{investor.userName}</Text>,
    },
    {
      id: 'name',
      header: t(T('Name')),
      sortKey: nameSortField(language),
      cell: (investor) => investorName(investor, language) ?? notSet,
    },
    {
      id: 'email',
      header: t(T('Email')),
      sortKey: 'email',
      // A record made before the investor gave an e-mail has an empty one.
      cell: (investor) =>
        investor.email.trim() ? <Text dir="ltr">{investor.email}</Text> : notSet,
    },
    {
      id: 'registration',
      header: t(T('Registration')),
      sortKey: 'registrationCompleted',
      priority: 'high',
      cell: (investor) => (
        <Badge
          color={investor.registrationCompleted ? 'jade' : 'amber'}
          variant="soft"
          highContrast
        >
          {t(
            T(investor.registrationCompleted ? 'Registration:Complete' : 'Registration:Incomplete'),
          )}
        </Badge>
      ),
    },
    {
      id: 'type',
      header: t(T('Type')),
      priority: 'low',
      cell: (investor) => t(userTypeKey(investor.userType)),
    },
    {
      id: 'creationTime',
      header: t(T('Created')),
      sortKey: 'creationTime',
      priority: 'low',
      cell: (investor) => formatDate(investor.creationTime, language),
    },
  ];
}

/** Back office `/investors` (ADR 0470): search, sort and page `GET investors-data`; read only. */
export function InvestorsScreen() {
  const { t, language } = useLocalization();
  const { queries } = useInvestorApi();
  const list = usePagedListQuery();
  const investors = useQuery({
    ...queries.investors(list.query),
    placeholderData: keepPreviousData,
    ...handlesErrors,
  });
  const columns = useInvestorColumns();
  const number = (value: number) => formatNumber(value, language);
  const { page, setPage } = list;
  const totalCount = investors.data?.totalCount ?? 0;
  usePageWithRows(list, investors.data, DEFAULT_PAGE_SIZE);

  const searched = list.filter.trim();
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="2">
        <Heading as="h1" size="7">
          {t(T('Title'))}
        </Heading>
        <Text as="p" color="gray">
          {t(T('Intro'))}
        </Text>
      </Flex>
      <ListToolbar>
        <SearchField
          label={t(T('Search'))}
          placeholder={t(T('SearchPlaceholder'))}
          value={list.filter}
          onValueChange={list.setFilter}
        />
      </ListToolbar>
      <DataTable
        columns={columns}
        rows={investors.data?.items ?? []}
        getRowId={(investor) => investor.id}
        caption={t(T('Caption'))}
        captionHidden
        state={investors.isPending ? 'loading' : investors.isError ? 'error' : 'ready'}
        loadingText={t(T('Loading'))}
        emptyText={searched ? t(T('NoMatch'), searched) : t(T('Empty'))}
        emptyDescription={searched ? t(T('NoMatchDescription')) : t(T('EmptyDescription'))}
        emptyAction={
          searched && (
            <Button variant="soft" highContrast onClick={() => list.setFilter('')}>
              {t(T('ClearSearch'))}
            </Button>
          )
        }
        error={{
          title: t(T('LoadFailed')),
          message: t(T('LoadFailedMessage')),
          retryLabel: t(T('Retry')),
          onRetry: () => void investors.refetch(),
        }}
        sorting={list.sort}
        onSortingChange={list.setSort}
        busy={investors.isFetching && !investors.isPending}
        cardHeadingLevel={2}
      />
      <Pager
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        totalCount={totalCount}
        onPageChange={setPage}
        label={t(T('Paging'))}
        previousLabel={t(T('PreviousPage'))}
        nextLabel={t(T('NextPage'))}
        pageOfText={(current, count) => t(T('PageOf'), number(current), number(count))}
        rangeText={(first, last, total) =>
          t(T('Range'), number(first), number(last), number(total))
        }
      />
    </Flex>
  );
}
