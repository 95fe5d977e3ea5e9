import { Button } from '@radix-ui/themes';
import { useEffect } from 'react';
import { useLocalization } from '@sahm/platform';
import { FormActions } from '@sahm/ui';
import { saveRegistrationDraftStep } from './registration-draft';

/** Mutations of the wizard show their own errors (under the fields or above the buttons). */
export const handlesErrors = { meta: { handlesErrors: true } };
export const K = (key: string) => `::CompleteRegistration:${key}`;

export type StepProps = {
  userId: string;
  draft: Record<string, unknown> | undefined;
  onBack?: () => void;
  onDone: () => void;
};

/** Step 1's answer, kept in the draft for step 2. */
export type IdentityValues = { nationalId: string; birthDate: string; nationalType: 1 | 2 };

/** Keeps what the user types in the draft, step by step (never the SMS code: see the draft). */
export function useDraftSync(
  userId: string,
  step: string,
  watch: (callback: (values: object) => void) => { unsubscribe: () => void },
) {
  useEffect(() => {
    const subscription = watch((values) =>
      saveRegistrationDraftStep(userId, step, values as Record<string, unknown>),
    );
    return () => subscription.unsubscribe();
  }, [userId, step, watch]);
}

export function StepActions({
  onBack,
  last = false,
  busy,
}: {
  onBack?: () => void;
  last?: boolean;
  busy: boolean;
}) {
  const { t } = useLocalization();
  return (
    <FormActions
      start={
        onBack ? (
          <Button
            type="button"
            variant="soft"
            color="gray"
            highContrast
            onClick={onBack}
            disabled={busy}
          >
            {t(K('Back'))}
          </Button>
        ) : undefined
      }
    >
      <Button type="submit" highContrast loading={busy}>
        {t(K(last ? 'Finish' : 'Next'))}
      </Button>
    </FormActions>
  );
}
