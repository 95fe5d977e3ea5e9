import { useId, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { Button, Callout, Card, Flex, Heading, Link, Text, TextField } from '@radix-ui/themes';
import type { Opportunity, Wallet } from '@sahm/investor-sdk';
import {
  parseValidationErrors,
  readHttpError,
  splitValidationMessage,
  useLocalization,
} from '@sahm/platform';
import { showToast } from '@sahm/ui';
import { formatMoney } from '../../../format/format';
import { useInvestorApi } from '../../../investor/use-investor-api';
import { useUnsavedChangesGuard } from '../../../forms/use-unsaved-changes-guard';
import { checkSubscriptionAmount, maxAllowed, parseAmount } from './subscription-amount';

interface SubscribeFormProps {
  opportunity: Opportunity;
  /** The opportunity's title in the interface language, for the confirmation. */
  title: string;
  wallet: Wallet;
}

/** The server's error message (ABP `error.message`) when it sent one, for rules not tied to a field. */
function abpErrorMessage(body: unknown): string | null {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * Subscribe from the wallet: the amount is checked here against the terms and the balance, and
 * the server's own validation messages land under the same field (SPEC §5 `[params]`).
 */
export function SubscribeForm({ opportunity, title, wallet }: SubscribeFormProps) {
  const { t, language } = useLocalization();
  const { mutations } = useInvestorApi();
  const ids = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const subscribe = useMutation({ ...mutations.subscribe(), meta: { handlesErrors: true } });
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
  useUnsavedChangesGuard(form.formState.isDirty);
  const localize = (message: string) => {
    const { key, params } = splitValidationMessage(message);
    return t(key, ...params);
  };

  const onSubmit = form.handleSubmit(async ({ amount }) => {
    setFormError(null);
    const value = parseAmount(amount) ?? 0;
    try {
      await subscribe.mutateAsync({ opportunityId: opportunity.id, amount: value });
      form.reset({ amount: '' });
      showToast({
        severity: 'success',
        title: t('::Investment:SubscribeSuccessTitle'),
        message: t('::Investment:SubscribeSuccess', formatMoney(value, language), title),
      });
    } catch (error) {
      const info = await readHttpError(error);
      const fieldErrors = parseValidationErrors(info.body);
      const amountError = fieldErrors.find((entry) => entry.member.toLowerCase() === 'amount');
      if (amountError) {
        const raw = amountError.params.length
          ? `${amountError.key}[${amountError.params.join(',')}]`
          : amountError.key;
        form.setError('amount', { type: 'server', message: raw }, { shouldFocus: true });
        return;
      }
      setFormError(abpErrorMessage(info.body) ?? t('::Investment:SubscribeFailed'));
    }
  });

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
                {formError && (
                  <Callout.Root color="red" role="alert">
                    <Callout.Text>{formError}</Callout.Text>
                  </Callout.Root>
                )}
                <Button type="submit" size="3" loading={subscribe.isPending}>
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
