import { Badge, Button, Flex, Text } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser, useLocalization } from '@sahm/platform';
import { useInvestorApi } from '../../investor/use-investor-api';
import { handlesErrors } from '../../shell/http-errors';
import { LoadError } from '../shared/LoadError';
import { useCooldown } from '../shared/use-cooldown';

/** Seconds before the verification mail can be sent again, as for the SMS code. */
export const EMAIL_RESEND_COOLDOWN_SECONDS = 60;

const P = (key: string) => `::InvestorProfile:${key}`;

/**
 * Whether the address is verified comes from ABP's current user (`emailVerified`), which the
 * profile's own payload does not carry (ADR 0475).
 */
export function EmailVerifiedBadge() {
  const { t } = useLocalization();
  const { emailVerified } = useCurrentUser();
  return (
    <Badge color={emailVerified ? 'jade' : 'amber'} highContrast>
      {t(P(emailVerified ? 'EmailVerified' : 'EmailNotVerified'))}
    </Badge>
  );
}

/**
 * `POST send-email` until the address is verified: idle, sending (busy), sent (the address named,
 * then a cooldown before the next mail), failed (the reason, Try again); nothing once verified.
 */
export function EmailVerification({ email }: { email: string }) {
  const { t } = useLocalization();
  const { emailVerified } = useCurrentUser();
  const { mutations } = useInvestorApi();
  const send = useMutation({ ...mutations.sendEmail(), ...handlesErrors });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [cooldown, startCooldown] = useCooldown(EMAIL_RESEND_COOLDOWN_SECONDS);
  if (emailVerified) return null;

  const onSend = () =>
    send.mutate(email, {
      onSuccess: () => {
        setSentTo(email);
        startCooldown();
      },
    });
  if (send.isError) {
    return (
      <LoadError title={t(P('EmailVerificationFailed'))} error={send.error} onRetry={onSend} />
    );
  }
  return (
    <Flex direction="column" gap="2" align="start">
      <Button
        variant="surface"
        highContrast
        loading={send.isPending}
        // Radix Themes disables a loading button only when `disabled` is left unset.
        disabled={send.isPending || cooldown > 0}
        onClick={onSend}
      >
        {cooldown > 0
          ? t(P('SendVerificationIn'), cooldown)
          : t(P(sentTo ? 'SendVerificationAgain' : 'SendVerification'))}
      </Button>
      {/* Always in the page, so the sent message is announced when it fills; below the button,
          so filling it moves nothing. */}
      <Text as="p" role="status" size="2">
        {sentTo && t(P('EmailVerificationSent'), sentTo)}
      </Text>
    </Flex>
  );
}
