import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Button,
  Callout,
  Card,
  Checkbox,
  DataList,
  Flex,
  Heading,
  Skeleton,
  Text,
} from '@radix-ui/themes';
import type { Opportunity, Subscription, Wallet } from '@sahm/investor-sdk';
import {
  parseValidationErrors,
  readHttpError,
  splitValidationMessage,
  useLocalization,
  type Localize,
} from '@sahm/platform';
import { formatDate, formatMoney } from '../../../format/format';
import { useInvestorApi } from '../../../investor/use-investor-api';

interface SubscriptionReviewProps {
  opportunity: Opportunity;
  /** The opportunity's title in the interface language. */
  title: string;
  wallet: Wallet;
  amount: number;
  /** Names this subscription: every Confirm of this review sends it, so it debits once (ADR 0490). */
  idempotencyKey: string;
  /** Back to the amount; with the server's refusal of the amount (`key[params]`) when it sent one. */
  onBack: (amountRefusal: string | null) => void;
  onConfirmed: (subscription: Subscription) => void;
}

interface Refusal {
  message: string;
  /** The server refused the amount itself: Back shows it under the field. */
  amountRefusal: string | null;
  /** No answer came: whether it was debited is unknown, so "nothing was debited" is not said. */
  outcomeUnknown: boolean;
}

/** The server's error message (ABP `error.message`) when it sent one, for rules not tied to a field. */
function abpErrorMessage(body: unknown): string | null {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** What the review tells of a failed Confirm, from the error the mutation threw. */
async function refusalOf(error: unknown, t: Localize): Promise<Refusal> {
  const info = await readHttpError(error);
  if (info.kind === 'network') {
    return {
      message: t('::Investment:ReviewNetworkFailed'),
      amountRefusal: null,
      outcomeUnknown: true,
    };
  }
  const amountError = parseValidationErrors(info.body).find(
    (entry) => entry.member.toLowerCase() === 'amount',
  );
  if (amountError) {
    const raw = amountError.params.length
      ? `${amountError.key}[${amountError.params.join(',')}]`
      : amountError.key;
    const { key, params } = splitValidationMessage(raw);
    return { message: t(key, ...params), amountRefusal: raw, outcomeUnknown: false };
  }
  return {
    message: abpErrorMessage(info.body) ?? t('::Investment:SubscribeFailed'),
    amountRefusal: null,
    outcomeUnknown: false,
  };
}

/**
 * The step between the amount and the debit (ADR 0480): what is subscribed, the wallet before and
 * after, the risk statement on file, and a confirmation the investor must tick. Only Confirm pays;
 * a refusal is told here, with the amount kept for Back or another Confirm.
 */
export function SubscriptionReview({
  opportunity,
  title,
  wallet,
  amount,
  idempotencyKey,
  onBack,
  onConfirmed,
}: SubscriptionReviewProps) {
  const { t, language } = useLocalization();
  const { queries, mutations } = useInvestorApi();
  const ids = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // Set on the click itself: a second click of a double click lands before the disabled render.
  const sending = useRef(false);
  const risk = useQuery({ ...queries.suitabilityRiskStatement(), meta: { handlesErrors: true } });
  const subscribe = useMutation({ ...mutations.subscribe(), meta: { handlesErrors: true } });
  const money = (value: number) => formatMoney(value, language);
  const riskLevel = risk.data?.riskLevel ?? null;
  const riskName = riskLevel === null ? '' : t(`::Investment:Risk:${riskLevel}`);

  // A step replacing the form: the reader is taken to its heading, as a new page would be.
  useEffect(() => headingRef.current?.focus(), []);
  // Confirm was disabled while it ran and lost the focus: it goes to what went wrong, inside the
  // step, where Escape still goes Back.
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const back = () => {
    if (!subscribe.isPending) onBack(refusal?.amountRefusal ?? null);
  };

  const confirm = async () => {
    if (sending.current) return;
    sending.current = true;
    setRefusal(null);
    try {
      onConfirmed(
        await subscribe.mutateAsync({ opportunityId: opportunity.id, amount, idempotencyKey }),
      );
    } catch (error) {
      setRefusal(await refusalOf(error, t));
    } finally {
      sending.current = false;
    }
  };

  const rows: [label: string, value: ReactNode, testId?: string][] = [
    [t('::Investment:Opportunity'), title],
    [t('::Investment:SubscriptionAmount'), money(amount), 'review-amount'],
    [t('::Investment:BalanceNow'), money(wallet.balance), 'review-balance-now'],
    [t('::Investment:BalanceAfter'), money(wallet.balance - amount), 'review-balance-after'],
    [t('::Investment:RiskLevel'), t(`::Investment:Risk:${opportunity.riskLevel}`)],
  ];

  let riskStatement: ReactNode;
  if (risk.isPending) {
    riskStatement = (
      <Skeleton
        height="20px"
        width="60%"
        role="status"
        aria-label={t('::Investment:ReviewRiskLoading')}
      />
    );
  } else if (risk.isError) {
    riskStatement = (
      <Flex direction="column" gap="2" align="start">
        <Text color="red">{t('::Investment:ReviewRiskLoadFailed')}</Text>
        <Button size="1" variant="surface" color="gray" onClick={() => void risk.refetch()}>
          {t('::Investment:Retry')}
        </Button>
      </Flex>
    );
  } else if (riskLevel === null) {
    riskStatement = <Text color="red">{t('::Investment:ReviewRiskMissing')}</Text>;
  } else {
    riskStatement = risk.data.submittedAt
      ? t('::Investment:ReviewRiskAnswered', riskName, formatDate(risk.data.submittedAt, language))
      : riskName;
  }

  return (
    <Card size="3" asChild>
      {/* Escape pressed on any control of the step (its keys bubble here) goes Back, as a dialog's would. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the handler serves the controls inside */}
      <section
        aria-labelledby={`${ids}-title`}
        onKeyDown={(event) => {
          if (event.key === 'Escape') back();
        }}
      >
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="4" id={`${ids}-title`} ref={headingRef} tabIndex={-1}>
              {t('::Investment:ReviewTitle')}
            </Heading>
            <Text size="2" color="gray">
              {t('::Investment:ReviewIntro')}
            </Text>
          </Flex>
          <DataList.Root orientation="vertical" className="sahm-tabular-nums">
            {rows.map(([label, value, testId]) => (
              <DataList.Item key={label}>
                <DataList.Label>{label}</DataList.Label>
                <DataList.Value data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </DataList.Value>
              </DataList.Item>
            ))}
            <DataList.Item>
              <DataList.Label>{t('::Investment:ReviewRiskStatement')}</DataList.Label>
              <DataList.Value>{riskStatement}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
          <Text as="label" size="2">
            <Flex gap="2" align="start">
              <Checkbox
                checked={confirmed}
                disabled={riskLevel === null || subscribe.isPending}
                onCheckedChange={(checked) => setConfirmed(checked === true)}
              />
              {t('::Investment:ReviewConsent', riskName, money(amount))}
            </Flex>
          </Text>
          {refusal && (
            <Callout.Root color="red" role="alert" ref={refusalRef} tabIndex={-1}>
              <Callout.Text weight="bold">{t('::Investment:SubscribeFailed')}</Callout.Text>
              <Callout.Text>{refusal.message}</Callout.Text>
              {!refusal.outcomeUnknown && (
                <Callout.Text>{t('::Investment:ReviewFailedHint')}</Callout.Text>
              )}
            </Callout.Root>
          )}
          <Flex gap="3" justify="end" wrap="wrap">
            <Button
              type="button"
              size="3"
              variant="soft"
              color="gray"
              disabled={subscribe.isPending}
              onClick={back}
            >
              {t('::Investment:ReviewBack')}
            </Button>
            <Button
              type="button"
              size="3"
              disabled={!confirmed || riskLevel === null || subscribe.isPending}
              loading={subscribe.isPending}
              onClick={() => void confirm()}
            >
              {t('::Investment:ReviewConfirm')}
            </Button>
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}
