import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Callout,
  Card,
  DataList,
  Flex,
  Grid,
  Heading,
  Link,
  Skeleton,
  Text,
} from '@radix-ui/themes';
import { OpportunityStatus, type Opportunity } from '@sahm/investor-sdk';
import { toHttpErrorInfo, useCurrentUser, useLocalization } from '@sahm/platform';
import { formatDate, formatMoney, formatNumber } from '../../format/format';
import { useInvestorApi } from '../../investor/use-investor-api';
import { LoadError } from '../shared/LoadError';
import { FundingProgress } from './FundingProgress';
import { pick } from '../../i18n/localized-field';
import { StatusBadge } from './StatusBadge';
import { SignInPrompt } from './SignInPrompt';
import { useWideLayout } from '../shared/use-wide-layout';
import { LoadingPlaceholder } from '../shared/LoadingPlaceholder';

// The form brings the form kit (react-hook-form, the zod resolver), which the route's lists never
// use: it has its own chunk, fetched while the opportunity loads (ADR 0200). It imports nothing
// from this chunk (the title comes as a prop), so opening it does not count the lists again.
const loadSubscribeForm = () => import('./forms/SubscribeForm');
const SubscribeForm = lazy(() =>
  loadSubscribeForm().then((module) => ({ default: module.SubscribeForm })),
);

/** Route `investment/:opportunityId`: an opportunity's terms, funding progress and subscription. */
export function OpportunityScreen() {
  const user = useCurrentUser();
  return user.isAuthenticated ? <Opportunity /> : <SignInPrompt />;
}

function Opportunity() {
  const { opportunityId = '' } = useParams();
  const { t } = useLocalization();
  const { queries } = useInvestorApi();
  const opportunity = useQuery({
    ...queries.opportunity(opportunityId),
    meta: { handlesErrors: true },
  });
  useEffect(() => {
    void loadSubscribeForm();
  }, []);

  const back = (
    <Link asChild size="2">
      <RouterLink to="/investment">{t('::Investment:BackToList')}</RouterLink>
    </Link>
  );

  if (opportunity.isPending) {
    return (
      <LoadingPlaceholder label={t('::Investment:DetailLoading')} gap="4">
        {back}
        <Skeleton height="40px" width="60%" />
        <Skeleton height="16px" width="100%" />
        <Skeleton height="240px" width="100%" />
      </LoadingPlaceholder>
    );
  }
  if (opportunity.isError) {
    const notFound = toHttpErrorInfo(opportunity.error).status === 404;
    return (
      <Flex direction="column" gap="4">
        {back}
        <Heading as="h1" size="7">
          {t(notFound ? '::Investment:NotFoundTitle' : '::Investment:Title')}
        </Heading>
        {notFound ? (
          <Card size="3" variant="surface">
            <Text as="p" color="gray">
              {t('::Investment:NotFoundMessage')}
            </Text>
          </Card>
        ) : (
          <LoadError
            title={t('::Investment:DetailLoadFailed')}
            error={opportunity.error}
            onRetry={() => void opportunity.refetch()}
          />
        )}
      </Flex>
    );
  }
  return <OpportunityDetail opportunity={opportunity.data} back={back} />;
}

function OpportunityDetail({ opportunity, back }: { opportunity: Opportunity; back: ReactNode }) {
  const { t, language } = useLocalization();
  const wide = useWideLayout();
  const money = (amount: number) => formatMoney(amount, language);
  const date = (iso: string) => formatDate(iso, language);
  const terms: [string, ReactNode][] = [
    [t('::Investment:Status'), <StatusBadge key="status" status={opportunity.status} />],
    [t('::Investment:Target'), money(opportunity.targetAmount)],
    [t('::Investment:Raised'), money(opportunity.raisedAmount)],
    [t('::Investment:Remaining'), money(opportunity.remainingAmount)],
    [
      t('::Investment:ExpectedReturn'),
      `${formatNumber(opportunity.expectedAnnualReturnPercent, language, 1)}%`,
    ],
    [
      t('::Investment:Duration'),
      t('::Investment:DurationMonths', formatNumber(opportunity.durationMonths, language)),
    ],
    [t('::Investment:MinSubscription'), money(opportunity.minSubscription)],
    [t('::Investment:MaxSubscription'), money(opportunity.maxSubscription)],
    [t('::Investment:SubscriptionStep'), money(opportunity.subscriptionStep)],
    [t('::Investment:StartDate'), date(opportunity.subscriptionStartDate)],
    [t('::Investment:EndDate'), date(opportunity.subscriptionEndDate)],
    [t('::Investment:Sector'), t(`::Investment:Sector:${opportunity.sector}`)],
    [t('::Investment:City'), pick(language, opportunity, 'city')],
    [t('::Investment:RiskLevel'), t(`::Investment:Risk:${opportunity.riskLevel}`)],
    [
      t('::Investment:Distribution'),
      t(`::Investment:Distribution:${opportunity.distributionFrequency}`),
    ],
    [
      t('::Investment:ShariaCompliant'),
      t(opportunity.isShariaCompliant ? '::Investment:Yes' : '::Investment:No'),
    ],
    [t('::Investment:Investors'), formatNumber(opportunity.investorsCount, language)],
    [t('::Investment:Code'), opportunity.code],
  ];

  return (
    <Flex direction="column" gap="5">
      {back}
      <Flex direction="column" gap="2">
        <Flex gap="2" align="center" wrap="wrap">
          <StatusBadge status={opportunity.status} />
          <Badge variant="outline" color="gray" radius="full">
            {t(`::Investment:Sector:${opportunity.sector}`)}
          </Badge>
        </Flex>
        <Heading as="h1" size="7">
          {pick(language, opportunity, 'title')}
        </Heading>
        <Text as="p" color="gray">
          {pick(language, opportunity, 'description')}
        </Text>
      </Flex>
      <Grid columns={wide ? '3fr 2fr' : '1'} gap="5" align="start">
        <Flex direction="column" gap="4">
          <Card size="3" asChild>
            <section aria-labelledby="opportunity-progress-title">
              <Flex direction="column" gap="2">
                <Heading as="h2" size="4" id="opportunity-progress-title">
                  {t('::Investment:FundedProgress')}
                </Heading>
                <FundingProgress opportunity={opportunity} id="opportunity-progress" />
              </Flex>
            </section>
          </Card>
          <Card size="3" asChild>
            <section aria-labelledby="opportunity-terms-title">
              <Flex direction="column" gap="3">
                <Heading as="h2" size="4" id="opportunity-terms-title">
                  {t('::Investment:Terms')}
                </Heading>
                <DataList.Root
                  orientation={{ initial: 'vertical', xs: 'horizontal' }}
                  className="sahm-tabular-nums"
                >
                  {terms.map(([label, value]) => (
                    <DataList.Item key={label}>
                      <DataList.Label minWidth="180px">{label}</DataList.Label>
                      <DataList.Value>{value}</DataList.Value>
                    </DataList.Item>
                  ))}
                </DataList.Root>
              </Flex>
            </section>
          </Card>
        </Flex>
        <SubscribePanel opportunity={opportunity} />
      </Grid>
    </Flex>
  );
}

/** The form when the opportunity is open; otherwise why it is not. */
function SubscribePanel({ opportunity }: { opportunity: Opportunity }) {
  const { t, language } = useLocalization();
  const { queries } = useInvestorApi();
  const wallet = useQuery({ ...queries.wallet(), meta: { handlesErrors: true } });

  if (opportunity.status !== OpportunityStatus.Open) {
    return (
      <Callout.Root color="gray" variant="surface">
        <Callout.Text weight="bold">{t('::Investment:NotOpenTitle')}</Callout.Text>
        <Callout.Text>
          {opportunity.status === OpportunityStatus.Upcoming
            ? t(
                '::Investment:NotOpenUpcoming',
                formatDate(opportunity.subscriptionStartDate, language),
              )
            : t('::Investment:NotOpenClosed')}
        </Callout.Text>
      </Callout.Root>
    );
  }
  const formLoading = <Skeleton height="240px" width="100%" />;
  if (wallet.isPending) return formLoading;
  if (wallet.isError) {
    return (
      <LoadError
        title={t('::Investment:WalletLoadFailed')}
        error={wallet.error}
        onRetry={() => void wallet.refetch()}
      />
    );
  }
  return (
    <Suspense fallback={formLoading}>
      <SubscribeForm
        opportunity={opportunity}
        title={pick(language, opportunity, 'title')}
        wallet={wallet.data}
      />
    </Suspense>
  );
}
