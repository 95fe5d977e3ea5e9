import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  Card,
  DataList,
  Flex,
  Heading,
  Link,
  Select,
  Table,
  Text,
  TextField,
} from '@radix-ui/themes';
import {
  DEFAULT_PAGE_SIZE,
  OpportunityStatus,
  usePagedListQuery,
  type OpportunitySummary,
  type SortOrder,
} from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { formatDate, formatMoney, formatNumber } from '../../format/format';
import { useInvestorApi } from '../../investor/use-investor-api';
import { EmptyState, ListSkeleton, LoadError, Pager } from './screen-parts';
import { FundingProgress, pick, StatusBadge } from './opportunity-parts';
import { useWideLayout } from './use-wide-layout';

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
  const wide = useWideLayout();
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
        <Flex gap="3" wrap="wrap" align="end">
          <Flex direction="column" gap="1" flexGrow="1" minWidth="200px">
            <Text as="label" size="2" weight="medium" htmlFor={`${ids}-search`}>
              {t('::Investment:Search')}
            </Text>
            <TextField.Root
              id={`${ids}-search`}
              type="search"
              value={list.filter}
              placeholder={t('::Investment:SearchHint')}
              onChange={(event) => list.setFilter(event.target.value)}
            />
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor={`${ids}-status`}>
              {t('::Investment:StatusFilter')}
            </Text>
            <Select.Root
              value={status === null ? ALL : String(status)}
              onValueChange={changeStatus}
            >
              <Select.Trigger id={`${ids}-status`} />
              <Select.Content position="popper">
                <Select.Item value={ALL}>{t('::Investment:AllStatuses')}</Select.Item>
                {STATUSES.map((value) => (
                  <Select.Item key={value} value={String(value)}>
                    {t(`::Investment:Status:${value}`)}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor={`${ids}-sort`}>
              {t('::Investment:SortBy')}
            </Text>
            <Select.Root value={shownSortKey} onValueChange={changeSortKey}>
              <Select.Trigger id={`${ids}-sort`} />
              <Select.Content position="popper">
                <Select.Item value={DEFAULT_SORT}>{t('::Investment:SortDefault')}</Select.Item>
                {SORT_KEYS.map((key) => (
                  <Select.Item key={key} value={key}>
                    {t(SORT_LABELS[key])}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor={`${ids}-order`}>
              {t('::Investment:SortOrder')}
            </Text>
            <Select.Root
              value={list.sort?.order ?? 'asc'}
              onValueChange={changeSortOrder}
              disabled={!list.sort}
            >
              <Select.Trigger id={`${ids}-order`} />
              <Select.Content position="popper">
                <Select.Item value="asc">{t('::Investment:SortAscending')}</Select.Item>
                <Select.Item value="desc">{t('::Investment:SortDescending')}</Select.Item>
              </Select.Content>
            </Select.Root>
          </Flex>
        </Flex>

        {opportunities.isPending ? (
          <ListSkeleton label={t('::Investment:Loading')} rows={4} />
        ) : opportunities.isError ? (
          <LoadError
            title={t('::Investment:LoadFailed')}
            error={opportunities.error}
            onRetry={() => void opportunities.refetch()}
          />
        ) : opportunities.data.items.length === 0 ? (
          <EmptyState
            title={t(filtered ? '::Investment:EmptyTitle' : '::Investment:EmptyNoneTitle')}
            message={t('::Investment:EmptyMessage')}
            action={
              filtered ? (
                <Button variant="soft" highContrast onClick={clearFilters}>
                  {t('::Investment:ClearFilters')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <Flex direction="column" gap="3" aria-busy={opportunities.isFetching}>
            <Text size="2" color="gray" role="status" className="sahm-tabular-nums">
              {t(
                '::Investment:ResultsCount',
                formatNumber(opportunities.data.totalCount, language),
              )}
            </Text>
            {wide ? (
              <OpportunityTable items={opportunities.data.items} />
            ) : (
              <OpportunityCards items={opportunities.data.items} />
            )}
            <Pager
              page={list.page}
              pageSize={DEFAULT_PAGE_SIZE}
              totalCount={opportunities.data.totalCount}
              onPageChange={list.setPage}
              label={t('::Investment:Paging')}
            />
          </Flex>
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

function OpportunityCards({ items }: { items: OpportunitySummary[] }) {
  const { t, language } = useLocalization();
  return (
    <Flex asChild direction="column" gap="3" p="0" m="0">
      <ul style={{ listStyle: 'none' }}>
        {items.map((opportunity) => (
          <li key={opportunity.id}>
            <Card size="2">
              <Flex direction="column" gap="3">
                <Flex justify="between" gap="2" align="start">
                  <Heading as="h3" size="3">
                    <OpportunityLink opportunity={opportunity} />
                  </Heading>
                  <StatusBadge status={opportunity.status} />
                </Flex>
                <Text size="2" color="gray">
                  {t(`::Investment:Sector:${opportunity.sector}`)} ·{' '}
                  {pick(language, opportunity, 'city')}
                </Text>
                <DataList.Root orientation="horizontal" size="2" className="sahm-tabular-nums">
                  <DataList.Item>
                    <DataList.Label>{t('::Investment:ExpectedReturn')}</DataList.Label>
                    <DataList.Value>
                      {formatNumber(opportunity.expectedAnnualReturnPercent, language, 1)}%
                    </DataList.Value>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.Label>{t('::Investment:MinSubscription')}</DataList.Label>
                    <DataList.Value>
                      {formatMoney(opportunity.minSubscription, language)}
                    </DataList.Value>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.Label>{t('::Investment:EndDate')}</DataList.Label>
                    <DataList.Value>
                      {formatDate(opportunity.subscriptionEndDate, language)}
                    </DataList.Value>
                  </DataList.Item>
                </DataList.Root>
                <FundingProgress opportunity={opportunity} id={`card-${opportunity.id}`} />
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
    </Flex>
  );
}

function OpportunityTable({ items }: { items: OpportunitySummary[] }) {
  const { t, language } = useLocalization();
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table.Root variant="surface" className="sahm-tabular-nums">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('::Investment:Opportunity')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('::Investment:Status')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('::Investment:ExpectedReturn')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('::Investment:Target')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('::Investment:FundedProgress')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('::Investment:EndDate')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((opportunity) => (
            <Table.Row key={opportunity.id}>
              <Table.RowHeaderCell>
                <Flex direction="column" gap="1">
                  <OpportunityLink opportunity={opportunity} />
                  <Text size="1" color="gray">
                    {t(`::Investment:Sector:${opportunity.sector}`)} ·{' '}
                    {pick(language, opportunity, 'city')}
                  </Text>
                </Flex>
              </Table.RowHeaderCell>
              <Table.Cell>
                <StatusBadge status={opportunity.status} />
              </Table.Cell>
              <Table.Cell>
                {formatNumber(opportunity.expectedAnnualReturnPercent, language, 1)}%
              </Table.Cell>
              <Table.Cell>{formatMoney(opportunity.targetAmount, language)}</Table.Cell>
              <Table.Cell minWidth="180px">
                <FundingProgress opportunity={opportunity} id={`row-${opportunity.id}`} />
              </Table.Cell>
              <Table.Cell>{formatDate(opportunity.subscriptionEndDate, language)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
