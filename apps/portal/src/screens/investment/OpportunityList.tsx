import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { OpportunityStatus, type OpportunitySummary } from '@sahm/investor-sdk';
import {
  useLocalization,
  usePagedListQuery,
  type LocalizationHandle,
  type SortOrder,
} from '@sahm/platform';
import { DataTable, ListToolbar, SearchField, SelectInput, type DataTableColumn } from '@sahm/ui';
import { formatDate, formatMoney, formatNumber } from '../../format/format';
import { useInvestorApi } from '../../investor/use-investor-api';
import { loadErrorMessageKey } from '../shared/LoadError';
import { ListPager } from '../shared/ListPager';
import { FundingProgress } from './FundingProgress';
import { pick } from '../../i18n/localized-field';
import { StatusBadge } from './StatusBadge';

const ALL = 'all';
const DEFAULT_SORT = 'default';
const SORT_KEYS = [
  'title',
  'subscriptionEndDate',
  'expectedAnnualReturnPercent',
  'fundedPercent',
  'targetAmount',
] as const;
type SortKey = (typeof SORT_KEYS)[number];
const SORT_LABELS: Record<SortKey, string> = {
  title: '::Investment:SortTitle',
  subscriptionEndDate: '::Investment:SortEndDate',
  expectedAnnualReturnPercent: '::Investment:SortReturn',
  fundedPercent: '::Investment:SortFunded',
  targetAmount: '::Investment:SortTarget',
};
const STATUSES = [
  OpportunityStatus.Open,
  OpportunityStatus.Upcoming,
  OpportunityStatus.Funded,
  OpportunityStatus.Closed,
];

/** The opportunities list: a typed, debounced search, a status filter, sorting and paging. */
export function OpportunityList() {
  const { t, language } = useLocalization();
  const { queries } = useInvestorApi();
  const ids = useId();
  const list = usePagedListQuery();
  const [status, setStatus] = useState<OpportunityStatus | null>(null);
  const titleField = language === 'ar' ? 'titleAr' : 'titleEn';
  // The server sorts by the title in the reader's language.
  const serverSortKey = (key: string) => (key === 'title' ? titleField : key);
  const shownSortKey = list.sort
    ? (SORT_KEYS.find((key) => serverSortKey(key) === list.sort?.key) ?? DEFAULT_SORT)
    : DEFAULT_SORT;
  const query = { ...list.query, ...(status === null ? {} : { status }) };
  const opportunities = useQuery({
    ...queries.opportunities(query),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

  const changeSortKey = (value: string) =>
    list.setSort(
      value === DEFAULT_SORT
        ? null
        : { key: serverSortKey(value), order: list.sort?.order ?? 'asc' },
    );
  const changeSortOrder = (order: string) =>
    list.sort && list.setSort({ key: list.sort.key, order: order as SortOrder });
  const changeStatus = (value: string) => {
    setStatus(value === ALL ? null : (Number(value) as OpportunityStatus));
    list.setPage(0);
  };
  const filtered = list.filter.trim() !== '' || status !== null;
  const clearFilters = () => {
    list.setFilter('');
    setStatus(null);
  };

  return (
    <Flex direction="column" gap="4" asChild>
      <section aria-labelledby={`${ids}-title`}>
        <Heading as="h2" size="5" id={`${ids}-title`}>
          {t('::Investment:OpportunitiesList')}
        </Heading>
        <ListToolbar>
          <SearchField
            label={t('::Investment:Search')}
            placeholder={t('::Investment:SearchHint')}
            value={list.filter}
            onValueChange={list.setFilter}
          />
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor={`${ids}-status`}>
              {t('::Investment:StatusFilter')}
            </Text>
            <SelectInput
              size="2"
              id={`${ids}-status`}
              value={status === null ? ALL : String(status)}
              onChange={changeStatus}
              options={[
                { value: ALL, label: t('::Investment:AllStatuses') },
                ...STATUSES.map((value) => ({
                  value: String(value),
                  label: t(`::Investment:Status:${value}`),
                })),
              ]}
            />
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor={`${ids}-sort`}>
              {t('::Investment:SortBy')}
            </Text>
            <SelectInput
              size="2"
              id={`${ids}-sort`}
              value={shownSortKey}
              onChange={changeSortKey}
              options={[
                { value: DEFAULT_SORT, label: t('::Investment:SortDefault') },
                ...SORT_KEYS.map((key) => ({ value: key, label: t(SORT_LABELS[key]) })),
              ]}
            />
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor={`${ids}-order`}>
              {t('::Investment:SortOrder')}
            </Text>
            <SelectInput
              size="2"
              id={`${ids}-order`}
              value={list.sort?.order ?? 'asc'}
              onChange={changeSortOrder}
              disabled={!list.sort}
              options={[
                { value: 'asc', label: t('::Investment:SortAscending') },
                { value: 'desc', label: t('::Investment:SortDescending') },
              ]}
            />
          </Flex>
        </ListToolbar>
        {opportunities.isSuccess && opportunities.data.items.length > 0 && (
          <Text size="2" color="gray" role="status" className="sahm-tabular-nums">
            {t('::Investment:ResultsCount', formatNumber(opportunities.data.totalCount, language))}
          </Text>
        )}
        <DataTable
          columns={opportunityColumns(t, language)}
          rows={opportunities.data?.items ?? []}
          getRowId={(opportunity) => opportunity.id}
          caption={t('::Investment:OpportunitiesList')}
          captionHidden
          state={opportunities.isPending ? 'loading' : opportunities.isError ? 'error' : 'ready'}
          loadingText={t('::Investment:Loading')}
          loadingRows={4}
          emptyText={t(filtered ? '::Investment:EmptyTitle' : '::Investment:EmptyNoneTitle')}
          emptyDescription={t('::Investment:EmptyMessage')}
          emptyAction={
            filtered ? (
              <Button variant="soft" highContrast onClick={clearFilters}>
                {t('::Investment:ClearFilters')}
              </Button>
            ) : undefined
          }
          error={{
            title: t('::Investment:LoadFailed'),
            message: t(loadErrorMessageKey(opportunities.error)),
            retryLabel: t('::Investment:Retry'),
            onRetry: () => void opportunities.refetch(),
          }}
          sorting={list.sort}
          onSortingChange={list.setSort}
          busy={opportunities.isFetching}
        />
        {opportunities.isSuccess && opportunities.data.items.length > 0 && (
          <ListPager
            page={list.page}
            totalCount={opportunities.data.totalCount}
            onPageChange={list.setPage}
            label={t('::Investment:Paging')}
          />
        )}
      </section>
    </Flex>
  );
}

function OpportunityLink({ opportunity }: { opportunity: OpportunitySummary }) {
  const { language } = useLocalization();
  return (
    <Link asChild weight="medium">
      <RouterLink to={`/investment/${opportunity.id}`}>
        {pick(language, opportunity, 'title')}
      </RouterLink>
    </Link>
  );
}

/** The opportunity columns; the title sorts by the reader's language (`titleAr` / `titleEn`). */
function opportunityColumns(
  t: LocalizationHandle['t'],
  language: string,
): DataTableColumn<OpportunitySummary>[] {
  return [
    {
      id: 'title',
      header: t('::Investment:Opportunity'),
      sortKey: language === 'ar' ? 'titleAr' : 'titleEn',
      cell: (opportunity) => (
        <Flex direction="column" gap="1">
          <OpportunityLink opportunity={opportunity} />
          <Text size="1" color="gray" weight="regular">
            {t(`::Investment:Sector:${opportunity.sector}`)} · {pick(language, opportunity, 'city')}
          </Text>
        </Flex>
      ),
    },
    {
      id: 'status',
      header: t('::Investment:Status'),
      priority: 'high',
      cell: (opportunity) => <StatusBadge status={opportunity.status} />,
    },
    {
      id: 'return',
      header: t('::Investment:ExpectedReturn'),
      sortKey: 'expectedAnnualReturnPercent',
      cell: (opportunity) =>
        `${formatNumber(opportunity.expectedAnnualReturnPercent, language, 1)}%`,
    },
    {
      id: 'target',
      header: t('::Investment:Target'),
      sortKey: 'targetAmount',
      cell: (opportunity) => formatMoney(opportunity.targetAmount, language),
    },
    {
      id: 'funded',
      header: t('::Investment:FundedProgress'),
      sortKey: 'fundedPercent',
      minWidth: '180px',
      cell: (opportunity) => (
        <FundingProgress opportunity={opportunity} id={`funding-${opportunity.id}`} />
      ),
    },
    {
      id: 'endDate',
      header: t('::Investment:EndDate'),
      sortKey: 'subscriptionEndDate',
      cell: (opportunity) => formatDate(opportunity.subscriptionEndDate, language),
    },
  ];
}
