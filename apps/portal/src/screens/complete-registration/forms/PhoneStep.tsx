import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod/mini';
import { saudiMobileSchema, verificationCodeSchema } from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { FormActions } from '@sahm/ui';
import { SahmForm } from '../../../forms/SahmForm';
import { TextField } from '../../../forms/fields';
import { useSahmForm } from '../../../forms/use-sahm-form';
import { useInvestorApi } from '../../../investor/use-investor-api';
import { handlesErrors, K, type StepProps } from './step-contract';
import { useCooldown } from '../../shared/use-cooldown';
import { useDraftSync } from './use-draft-sync';
import type { TextModule } from '../../../i18n/text-module';
import * as texts from './phone-texts';

/** Seconds before the code can be sent again. */
export const SMS_RESEND_COOLDOWN_SECONDS = 60;

/** The later steps' words: they join the localization when this chunk loads (`./lazy-steps.ts`). */
export const stepTexts: TextModule = texts;

/** Step 5: the mobile number, verified by a code sent by SMS. */
export function PhoneStep({
  userId,
  draft,
  onBack,
  onDone,
  verifiedPhone,
}: StepProps & { verifiedPhone: string | null }) {
  const { t } = useLocalization();
  const api = useInvestorApi();
  const send = useMutation({ ...api.mutations.sendSms(), ...handlesErrors });
  const verify = useMutation({ ...api.mutations.updatePhoneNumber(), ...handlesErrors });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [cooldown, startCooldown] = useCooldown(SMS_RESEND_COOLDOWN_SECONDS);
  const sahm = useSahmForm({
    // What is typed is kept in the draft (useDraftSync): leaving loses nothing (ADR 0430).
    askBeforeLeaving: false,
    schema: z.object({
      phoneNumber: saudiMobileSchema,
      verificationCode: sentTo ? verificationCodeSchema : z.string(),
    }),
    defaultValues: { phoneNumber: verifiedPhone ?? '', verificationCode: '', ...(draft as object) },
    onSubmit: async (values) => {
      if (verifiedPhone && values.phoneNumber === verifiedPhone) return onDone();
      if (!sentTo || sentTo !== values.phoneNumber) {
        await send.mutateAsync(values.phoneNumber);
        setSentTo(values.phoneNumber);
        startCooldown();
        return;
      }
      await verify.mutateAsync({
        phoneNumber: values.phoneNumber,
        verificationCode: values.verificationCode,
      });
      onDone();
    },
  });
  useDraftSync(userId, 'Phone', sahm.form.watch);
  const resend = async () => {
    const phone = sahm.form.getValues('phoneNumber');
    await send.mutateAsync(saudiMobileSchema.parse(phone));
    startCooldown();
  };
  return (
    <SahmForm form={sahm} aria-label={t(K('Step:Phone'))}>
      {verifiedPhone && (
        <Callout.Root color="green">
          <Callout.Text>{t(K('PhoneVerified'), verifiedPhone)}</Callout.Text>
        </Callout.Root>
      )}
      <TextField
        name="phoneNumber"
        label={t(K('PhoneNumber'))}
        hint={t(K('PhoneHint'))}
        required
        inputProps={{ dir: 'ltr', inputMode: 'tel', autoComplete: 'tel' }}
      />
      {sentTo && (
        <>
          <Text as="p" role="status">
            {t(K('CodeSent'), sentTo)}
          </Text>
          <TextField
            name="verificationCode"
            label={t(K('VerificationCode'))}
            required
            inputProps={{ dir: 'ltr', inputMode: 'numeric', autoComplete: 'one-time-code' }}
          />
          <Flex>
            <Button
              type="button"
              variant="ghost"
              disabled={cooldown > 0 || send.isPending}
              onClick={() => void resend()}
            >
              {cooldown > 0 ? t(K('ResendIn'), cooldown) : t(K('Resend'))}
            </Button>
          </Flex>
        </>
      )}
      <FormActions
        start={
          onBack ? (
            <Button type="button" variant="soft" color="gray" highContrast onClick={onBack}>
              {t(K('Back'))}
            </Button>
          ) : undefined
        }
      >
        <Button type="submit" highContrast loading={sahm.submitting}>
          {sentTo ? t(K('Verify')) : verifiedPhone ? t(K('Next')) : t(K('SendCode'))}
        </Button>
      </FormActions>
    </SahmForm>
  );
}
