import { useEffect } from 'react';
import { saveRegistrationDraftStep } from '../registration-draft';

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
