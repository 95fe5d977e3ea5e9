import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { SubscriptionStatus, type Subscription } from '@sahm/investor-sdk';
import {
  useLocalization,
  usePagedListQuery,
  type LocalizationHandle,
  type SortOrder,
} from '@sahm/platform';
import { DataTable, ListToolbar, SelectInput, type DataTableColumn } from '@sahm/ui';
import { formatDate, formatMoney, formatNumber } from '../../format/format';
import { useInvestorApi } from '../../investor/use-investor-api';
import { loadErrorMessageKey } from '../shared/LoadError';
import { ListPager } from '../shared/ListPager';
import { pick } from '../../i18n/localized-field';

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
        <ListToolbar>
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor={`${ids}-sort`}>
              {t('::Investment:SortBy')}
            </Text>
            <SelectInput
              size="2"
              id={`${ids}-sort`}
              value={shownKey}
              onChange={(value) =>
                list.setSort({ key: serverSortKey(value as SortKey), order: sort.order })
              }
              options={SORT_KEYS.map((key) => ({ value: key, label: t(SORT_LABELS[key]) }))}
            />
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor={`${ids}-order`}>
              {t('::Investment:SortOrder')}
            </Text>
            <SelectInput
              size="2"
              id={`${ids}-order`}
              value={sort.order}
              onChange={(order) => list.setSort({ key: sort.key, order: order as SortOrder })}
              options={[
                { value: 'asc', label: t('::Investment:SortAscending') },
                { value: 'desc', label: t('::Investment:SortDescending') },
              ]}
            />
          </Flex>
        </ListToolbar>
        <DataTable
          columns={subscriptionColumns(t, language)}
          rows={subscriptions.data?.items ?? []}
          getRowId={(subscription) => subscription.id}
          caption={t('::Investment:MySubscriptions')}
          captionHidden
          state={subscriptions.isPending ? 'loading' : subscriptions.isError ? 'error' : 'ready'}
          loadingText={t('::Investment:SubscriptionsLoading')}
          loadingRows={2}
          emptyText={t('::Investment:SubscriptionsEmptyTitle')}
          emptyDescription={t('::Investment:SubscriptionsEmptyMessage')}
          error={{
            title: t('::Investment:SubscriptionsLoadFailed'),
            message: t(loadErrorMessageKey(subscriptions.error)),
            retryLabel: t('::Investment:Retry'),
            onRetry: () => void subscriptions.refetch(),
          }}
          sorting={list.sort}
          onSortingChange={list.setSort}
          busy={subscriptions.isFetching}
        />
        {subscriptions.isSuccess && subscriptions.data.items.length > 0 && (
          <ListPager
            page={list.page}
            totalCount={subscriptions.data.totalCount}
            onPageChange={list.setPage}
            label={t('::Investment:SubscriptionsPaging')}
          />
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

/** The subscription columns; the title sorts by the reader's language. */
function subscriptionColumns(
  t: LocalizationHandle['t'],
  language: string,
): DataTableColumn<Subscription>[] {
  return [
    {
      id: 'title',
      header: t('::Investment:Opportunity'),
      sortKey: language === 'ar' ? 'opportunityTitleAr' : 'opportunityTitleEn',
      cell: (subscription) => <SubscriptionTitle subscription={subscription} />,
    },
    {
      id: 'amount',
      header: t('::Investment:SubscriptionAmount'),
      sortKey: 'amount',
      cell: (subscription) => formatMoney(subscription.amount, language),
    },
    {
      id: 'return',
      header: t('::Investment:ExpectedReturn'),
      cell: (subscription) =>
        `${formatNumber(subscription.expectedAnnualReturnPercent, language, 1)}%`,
    },
    {
      id: 'subscribedAt',
      header: t('::Investment:SubscribedAt'),
      sortKey: 'subscribedAt',
      cell: (subscription) => formatDate(subscription.subscribedAt, language),
    },
    {
      id: 'status',
      header: t('::Investment:SubscriptionStatus'),
      priority: 'high',
      cell: (subscription) => <SubscriptionStatusBadge status={subscription.status} />,
    },
  ];
}
