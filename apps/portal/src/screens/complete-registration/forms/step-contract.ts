export { handlesErrors } from '../../../shell/http-errors';
// What every wizard step receives, its text keys, and how its mutations report failures.

/** Mutations of the wizard show their own errors (under the fields or above the buttons). */
export const K = (key: string) => `::CompleteRegistration:${key}`;

export type StepProps = {
  userId: string;
  draft: Record<string, unknown> | undefined;
  onBack?: () => void;
  onDone: () => void;
};

/** Step 1's answer, kept in the draft for step 2. */
export type IdentityValues = { nationalId: string; birthDate: string; nationalType: 1 | 2 };
