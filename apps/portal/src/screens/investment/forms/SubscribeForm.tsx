import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Button, Callout, Card, Flex, Heading, Link, Text, TextField } from '@radix-ui/themes';
import type { Opportunity, Subscription, Wallet } from '@sahm/investor-sdk';
import { splitValidationMessage, useLocalization } from '@sahm/platform';
import { formatMoney } from '../../../format/format';
import { useUnsavedChangesGuard } from '../../../forms/use-unsaved-changes-guard';
import { checkSubscriptionAmount, maxAllowed, parseAmount } from './subscription-amount';
import { SubscriptionReview } from './SubscriptionReview';

interface SubscribeFormProps {
  opportunity: Opportunity;
  /** The opportunity's title in the interface language, for the review. */
  title: string;
  wallet: Wallet;
}

/** The subscription under review, and the key that makes it at most once (ADR 0490). */
interface Review {
  amount: number;
  idempotencyKey: string;
}

/** Where the investor returns from the review: focus on the amount, with the server's refusal if any. */
interface Return {
  amountRefusal: string | null;
}

/**
 * Subscribe from the wallet: the amount is checked here against the terms and the balance; a valid
 * amount opens the review, and only the review's Confirm pays (ADR 0480). A refusal of the amount
 * that the server sent lands under the field on the way back (SPEC §5 `[params]`).
 */
export function SubscribeForm({ opportunity, title, wallet }: SubscribeFormProps) {
  const { t, language } = useLocalization();
  const navigate = useNavigate();
  const ids = useId();
  // The last review outlives Back, so the same amount reviewed again keeps its key.
  const [review, setReview] = useState<Review | null>(null);
  const [reviewing, setReviewing] = useState(false);
  // Set by Back, read once the field is on the page again.
  const returning = useRef<Return | null>(null);
  // Set once paid: the way to the receipt is the form's own navigation, not a leave to ask about.
  const paid = useRef(false);
  const limits = useMemo(
    () => ({
      minSubscription: opportunity.minSubscription,
      maxSubscription: opportunity.maxSubscription,
      subscriptionStep: opportunity.subscriptionStep,
      subscribedByCurrentInvestor: opportunity.subscribedByCurrentInvestor,
      remainingAmount: opportunity.remainingAmount,
      balance: wallet.balance,
    }),
    [opportunity, wallet.balance],
  );
  const schema = useMemo(
    () =>
      z.object({
        amount: z.string().check(
          z.superRefine((raw, context) => {
            const message = checkSubscriptionAmount(raw, limits);
            if (message) context.addIssue({ code: 'custom', message });
          }),
        ),
      }),
    [limits],
  );
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '' },
  });
  // Outside the form kit, so its unsaved-input guard is wired here (ADR 0430).
  useUnsavedChangesGuard(form.formState.isDirty, () => paid.current);
  const localize = (message: string) => {
    const { key, params } = splitValidationMessage(message);
    return t(key, ...params);
  };

  // Back from the review, once the field is on the page again: focus it, under the refusal if any.
  useEffect(() => {
    const back = returning.current;
    if (reviewing || back === null) return;
    returning.current = null;
    if (back.amountRefusal) {
      form.setError(
        'amount',
        { type: 'server', message: back.amountRefusal },
        { shouldFocus: true },
      );
    } else {
      form.setFocus('amount');
    }
  }, [reviewing, form]);

  const onSubmit = form.handleSubmit(({ amount }) => {
    const parsed = parseAmount(amount) ?? 0;
    const fresh = crypto.randomUUID();
    // Back, then Subscribe again with the same amount, is the same subscription: an answer lost
    // on the way must not let it through twice. Another amount is another subscription.
    setReview((last) =>
      last?.amount === parsed ? last : { amount: parsed, idempotencyKey: fresh },
    );
    setReviewing(true);
  });

  const onConfirmed = (subscription: Subscription) => {
    paid.current = true;
    void navigate(`/investment/${opportunity.id}/receipt/${subscription.id}`);
  };

  if (reviewing && review !== null) {
    return (
      <SubscriptionReview
        opportunity={opportunity}
        title={title}
        wallet={wallet}
        amount={review.amount}
        idempotencyKey={review.idempotencyKey}
        onBack={(amountRefusal) => {
          returning.current = { amountRefusal };
          setReviewing(false);
        }}
        onConfirmed={onConfirmed}
      />
    );
  }

  const amountError = form.formState.errors.amount?.message;
  const allowed = maxAllowed(limits);
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;

  return (
    <Card size="3" asChild>
      <section aria-labelledby={`${ids}-title`}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={`${ids}-title`}>
            {t('::Investment:SubscribeTitle')}
          </Heading>
          <Flex justify="between" gap="2" wrap="wrap">
            <Text color="gray">{t('::Investment:WalletBalance')}</Text>
            <Text weight="bold" className="sahm-tabular-nums" data-testid="wallet-balance">
              {formatMoney(wallet.balance, language)}
            </Text>
          </Flex>
          {opportunity.subscribedByCurrentInvestor > 0 && (
            <Text size="2" color="gray">
              {t(
                '::Investment:AlreadySubscribed',
                formatMoney(opportunity.subscribedByCurrentInvestor, language),
              )}
            </Text>
          )}
          {allowed < opportunity.minSubscription ? (
            <Callout.Root color="gray">
              <Callout.Text>{t('::Investment:MaxReached')}</Callout.Text>
            </Callout.Root>
          ) : (
            <form noValidate onSubmit={(event) => void onSubmit(event)}>
              <Flex direction="column" gap="3">
                <Flex direction="column" gap="1">
                  <Text as="label" htmlFor={`${ids}-amount`} weight="medium" size="2">
                    {t('::Investment:Amount')}
                  </Text>
                  <TextField.Root
                    id={`${ids}-amount`}
                    inputMode="decimal"
                    autoComplete="off"
                    size="3"
                    className="sahm-tabular-nums"
                    aria-invalid={amountError ? true : undefined}
                    aria-describedby={amountError ? `${errorId} ${hintId}` : hintId}
                    {...form.register('amount')}
                  />
                  <Text size="1" color="gray" id={hintId}>
                    {t(
                      '::Investment:AmountHint',
                      formatMoney(opportunity.minSubscription, language),
                      formatMoney(allowed, language),
                      formatMoney(opportunity.subscriptionStep, language),
                    )}
                  </Text>
                  {amountError && (
                    <Text size="2" color="red" id={errorId} role="alert">
                      {localize(amountError)}
                    </Text>
                  )}
                </Flex>
                <Button type="submit" size="3">
                  {t('::Investment:Subscribe')}
                </Button>
              </Flex>
            </form>
          )}
          <Text size="1" color="gray">
            {t('::Investment:TopUpHint')}{' '}
            <Link asChild>
              <RouterLink to="/wallet">{t('::Investment:GoToWallet')}</RouterLink>
            </Link>
          </Text>
        </Flex>
      </section>
    </Card>
  );
}
