import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Badge,
  Box,
  Card,
  DataList,
  Flex,
  Heading,
  Link,
  Select,
  Table,
  Text,
} from '@radix-ui/themes';
import {
  DEFAULT_PAGE_SIZE,
  SubscriptionStatus,
  usePagedListQuery,
  type SortOrder,
  type Subscription,
} from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { formatDate, formatMoney, formatNumber } from '../../format/format';
import { useInvestorApi } from '../../investor/use-investor-api';
import { EmptyState, ListSkeleton, LoadError, Pager } from './screen-parts';
import { pick } from './opportunity-parts';
import { useWideLayout } from './use-wide-layout';

const SORT_KEYS = ['subscribedAt', 'amount', 'title'] as const;
type SortKey = (typeof SORT_KEYS)[number];
const SORT_LABELS: Record<SortKey, string> = {
  subscribedAt: '::Investment:SortSubscribedAt',
  amount: '::Investment:SortAmount',
  title: '::Investment:SortTitle',
};
const STATUS_COLOR = {
  [SubscriptionStatus.Active]: 'jade',
  [SubscriptionStatus.Completed]: 'blue',
  [SubscriptionStatus.Cancelled]: 'gray',
} as const;

/** The investor's current subscriptions (SPEC §7 current-investor-subscriptions), paged and sorted. */
export function SubscriptionList() {
  const { t, language } = useLocalization();
  const { queries } = useInvestorApi();
  const wide = useWideLayout();
  const ids = useId();
  const list = usePagedListQuery({ initialSort: { key: 'subscribedAt', order: 'desc' } });
  const titleField = language === 'ar' ? 'opportunityTitleAr' : 'opportunityTitleEn';
  const serverSortKey = (key: SortKey) => (key === 'title' ? titleField : key);
  const sort = list.sort ?? { key: 'subscribedAt', order: 'desc' as const };
  const shownKey = SORT_KEYS.find((key) => serverSortKey(key) === sort.key) ?? 'subscribedAt';
  const subscriptions = useQuery({
    ...queries.subscriptions(list.query),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

  return (
    <Flex direction="column" gap="4" asChild>
      <section aria-labelledby={`${ids}-title`}>
        <Heading as="h2" size="5" id={`${ids}-title`}>
          {t('::Investment:MySubscriptions')}
        </Heading>
        <Flex gap="3" wrap="wrap" align="end">
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor={`${ids}-sort`}>
              {t('::Investment:SortBy')}
            </Text>
            <Select.Root
              value={shownKey}
              onValueChange={(value) =>
                list.setSort({ key: serverSortKey(value as SortKey), order: sort.order })
              }
            >
              <Select.Trigger id={`${ids}-sort`} />
              <Select.Content position="popper">
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
              value={sort.order}
              onValueChange={(order) => list.setSort({ key: sort.key, order: order as SortOrder })}
            >
              <Select.Trigger id={`${ids}-order`} />
              <Select.Content position="popper">
                <Select.Item value="asc">{t('::Investment:SortAscending')}</Select.Item>
                <Select.Item value="desc">{t('::Investment:SortDescending')}</Select.Item>
              </Select.Content>
            </Select.Root>
          </Flex>
        </Flex>
        {subscriptions.isPending ? (
          <ListSkeleton label={t('::Investment:SubscriptionsLoading')} rows={2} />
        ) : subscriptions.isError ? (
          <LoadError
            title={t('::Investment:SubscriptionsLoadFailed')}
            error={subscriptions.error}
            onRetry={() => void subscriptions.refetch()}
          />
        ) : subscriptions.data.items.length === 0 ? (
          <EmptyState
            title={t('::Investment:SubscriptionsEmptyTitle')}
            message={t('::Investment:SubscriptionsEmptyMessage')}
          />
        ) : (
          <Flex direction="column" gap="3" aria-busy={subscriptions.isFetching}>
            {wide ? (
              <SubscriptionTable items={subscriptions.data.items} />
            ) : (
              <SubscriptionCards items={subscriptions.data.items} />
            )}
            <Pager
              page={list.page}
              pageSize={DEFAULT_PAGE_SIZE}
              totalCount={subscriptions.data.totalCount}
              onPageChange={list.setPage}
              label={t('::Investment:SubscriptionsPaging')}
            />
          </Flex>
        )}
      </section>
    </Flex>
  );
}

function SubscriptionTitle({ subscription }: { subscription: Subscription }) {
  const { language } = useLocalization();
  return (
    <Link asChild weight="medium">
      <RouterLink to={`/investment/${subscription.opportunityId}`}>
        {pick(language, subscription, 'opportunityTitle')}
      </RouterLink>
    </Link>
  );
}

function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useLocalization();
  return (
    <Badge color={STATUS_COLOR[status]} variant="soft" radius="full" highContrast>
      {t(`::Investment:SubscriptionStatus:${status}`)}
    </Badge>
  );
}

function SubscriptionCards({ items }: { items: Subscription[] }) {
  const { t, language } = useLocalization();
  return (
    <Flex asChild direction="column" gap="3" p="0" m="0">
      <ul style={{ listStyle: 'none' }}>
        {items.map((subscription) => (
          <li key={subscription.id}>
            <Card size="2">
              <Flex direction="column" gap="2">
                <Flex justify="between" gap="2" align="start">
                  <Heading as="h3" size="3">
                    <SubscriptionTitle subscription={subscription} />
                  </Heading>
                  <SubscriptionStatusBadge status={subscription.status} />
                </Flex>
                <DataList.Root orientation="horizontal" size="2" className="sahm-tabular-nums">
                  <DataList.Item>
                    <DataList.Label>{t('::Investment:SubscriptionAmount')}</DataList.Label>
                    <DataList.Value>{formatMoney(subscription.amount, language)}</DataList.Value>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.Label>{t('::Investment:ExpectedReturn')}</DataList.Label>
                    <DataList.Value>
                      {formatNumber(subscription.expectedAnnualReturnPercent, language, 1)}%
                    </DataList.Value>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.Label>{t('::Investment:SubscribedAt')}</DataList.Label>
                    <DataList.Value>
                      {formatDate(subscription.subscribedAt, language)}
                    </DataList.Value>
                  </DataList.Item>
                </DataList.Root>
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
    </Flex>
  );
}

function SubscriptionTable({ items }: { items: Subscription[] }) {
  const { t, language } = useLocalization();
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table.Root variant="surface" className="sahm-tabular-nums">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('::Investment:Opportunity')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('::Investment:SubscriptionAmount')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('::Investment:ExpectedReturn')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('::Investment:SubscribedAt')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('::Investment:SubscriptionStatus')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((subscription) => (
            <Table.Row key={subscription.id}>
              <Table.RowHeaderCell>
                <SubscriptionTitle subscription={subscription} />
              </Table.RowHeaderCell>
              <Table.Cell>{formatMoney(subscription.amount, language)}</Table.Cell>
              <Table.Cell>
                {formatNumber(subscription.expectedAnnualReturnPercent, language, 1)}%
              </Table.Cell>
              <Table.Cell>{formatDate(subscription.subscribedAt, language)}</Table.Cell>
              <Table.Cell>
                <SubscriptionStatusBadge status={subscription.status} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
