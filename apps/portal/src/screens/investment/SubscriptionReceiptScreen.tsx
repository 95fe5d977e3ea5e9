import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DataList, Flex, Heading, Link, Skeleton, Text } from '@radix-ui/themes';
import { useCurrentUser, useLocalization } from '@sahm/platform';
import { formatDate, formatHijriDate, formatMoney } from '../../format/format';
import { pick } from '../../i18n/localized-field';
import { useInvestorApi } from '../../investor/use-investor-api';
import { LoadError } from '../shared/LoadError';
import { SignInPrompt } from './SignInPrompt';
import { subscriptionReceiptQuery, type SubscriptionReceipt } from './subscription-receipt';
import '../shared/print-document.css';
import { LoadingPlaceholder } from '../shared/LoadingPlaceholder';

/**
 * Route `investment/:opportunityId/receipt/:subscriptionId`: what the investor subscribed, read
 * again from the server so a reload or a bookmark shows it too, ready to print or save (ADR 0480).
 */
export function SubscriptionReceiptScreen() {
  const user = useCurrentUser();
  return user.isAuthenticated ? <Receipt /> : <SignInPrompt />;
}

function Receipt() {
  const { opportunityId = '', subscriptionId = '' } = useParams();
  const { t } = useLocalization();
  const { client } = useInvestorApi();
  const receipt = useQuery({
    ...subscriptionReceiptQuery(client, subscriptionId),
    meta: { handlesErrors: true },
  });

  const back = (
    <Link asChild size="2" className="sahm-print-hidden">
      <RouterLink to={`/investment/${opportunityId}`}>
        {t('::Investment:ReceiptBackToOpportunity')}
      </RouterLink>
    </Link>
  );

  if (receipt.isPending) {
    return (
      <LoadingPlaceholder label={t('::Investment:ReceiptLoading')} gap="4">
        {back}
        <Skeleton height="40px" width="50%" />
        <Skeleton height="320px" width="100%" />
      </LoadingPlaceholder>
    );
  }
  const heading = (key: string) => (
    <Heading as="h1" size="7">
      {t(key)}
    </Heading>
  );
  if (receipt.isError) {
    return (
      <Flex direction="column" gap="4">
        {back}
        {heading('::Investment:ReceiptTitle')}
        <LoadError
          title={t('::Investment:ReceiptLoadFailed')}
          error={receipt.error}
          onRetry={() => void receipt.refetch()}
        />
      </Flex>
    );
  }
  // Another investor's id, an unknown one, or one under another opportunity's address.
  if (receipt.data === null || receipt.data.subscription.opportunityId !== opportunityId) {
    return (
      <Flex direction="column" gap="4">
        {back}
        {heading('::Investment:ReceiptNotFoundTitle')}
        <Card size="3" variant="surface">
          <Text as="p" color="gray">
            {t('::Investment:ReceiptNotFoundMessage')}
          </Text>
        </Card>
      </Flex>
    );
  }
  return <ReceiptDetail receipt={receipt.data} back={back} />;
}

function ReceiptDetail({ receipt, back }: { receipt: SubscriptionReceipt; back: ReactNode }) {
  const { t, language } = useLocalization();
  const { subscription, payment } = receipt;
  const rows: [label: string, value: ReactNode, testId?: string][] = [
    ...(payment
      ? [[t('::Investment:ReceiptReference'), payment.reference] as [string, string]]
      : []),
    [t('::Investment:ReceiptSubscriptionId'), subscription.id],
    [t('::Investment:Opportunity'), pick(language, subscription, 'opportunityTitle')],
    [
      t('::Investment:SubscriptionAmount'),
      formatMoney(subscription.amount, language),
      'receipt-amount',
    ],
    [t('::Investment:ReceiptDate'), formatDate(subscription.subscribedAt, language)],
    [t('::Investment:ReceiptHijriDate'), formatHijriDate(subscription.subscribedAt, language)],
    [
      t('::Investment:SubscriptionStatus'),
      t(`::Investment:SubscriptionStatus:${subscription.status}`),
    ],
    ...(payment
      ? [
          [
            t('::Investment:BalanceAfter'),
            formatMoney(payment.balanceAfter, language),
            'receipt-balance-after',
          ] as [string, string, string],
        ]
      : []),
  ];

  return (
    <Flex direction="column" gap="4">
      {back}
      <Card size="3" asChild className="sahm-print-document sahm-print-whole">
        <article aria-labelledby="receipt-title">
          <Flex direction="column" gap="4">
            <Flex direction="column" gap="1">
              <Heading as="h1" size="7" id="receipt-title">
                {t('::Investment:ReceiptTitle')}
              </Heading>
              <Text as="p" color="jade" weight="medium">
                {t('::Investment:ReceiptConfirmed')}
              </Text>
            </Flex>
            <DataList.Root
              orientation={{ initial: 'vertical', xs: 'horizontal' }}
              className="sahm-tabular-nums"
            >
              {rows.map(([label, value, testId]) => (
                <DataList.Item key={label}>
                  <DataList.Label minWidth="180px">{label}</DataList.Label>
                  <DataList.Value data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
                    {value}
                  </DataList.Value>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Flex>
        </article>
      </Card>
      <Flex className="sahm-print-hidden">
        <Button size="3" variant="surface" highContrast onClick={() => window.print()}>
          {t('::Investment:ReceiptPrint')}
        </Button>
      </Flex>
    </Flex>
  );
}
