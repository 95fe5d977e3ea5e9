import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';
import { saveRegistrationDraftStep } from '../registration-draft';

/** Keeps what the user types in the draft, step by step (never the SMS code: see the draft). */
export function useDraftSync<TValues extends FieldValues>(
  userId: string,
  step: string,
  watch: UseFormWatch<TValues>,
) {
  useEffect(() => {
    const subscription = watch((values) => saveRegistrationDraftStep(userId, step, values));
    return () => subscription.unsubscribe();
  }, [userId, step, watch]);
}
