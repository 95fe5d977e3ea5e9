import { z } from 'zod/mini';
import { isNumericText, toWesternDigits, ValidationMessage } from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';

/** The registration wizard's keys: the wizard and the profile ask the same questions in the same words. */
export const registrationText = (key: string) => `::CompleteRegistration:${key}`;

/** A number typed as text (Arabic-Indic digits allowed), converted and then checked by `schema`. */
export const numberText = (schema: z.ZodMiniNumber<number>) =>
  z.pipe(
    z.pipe(
      z
        .string()
        .check(z.trim(), z.minLength(1), z.refine(isNumericText, ValidationMessage.InvalidNumber)),
      z.transform((value: string) => Number(toWesternDigits(value))),
    ),
    schema,
  );

/** Options of a numeric enum, labelled `::CompleteRegistration:<prefix>:<value>`. */
export function useEnumOptions() {
  const { t } = useLocalization();
  return (prefix: string, values: Record<string, number>) =>
    Object.values(values).map((value) => ({
      value: String(value),
      label: t(registrationText(`${prefix}:${value}`)),
    }));
}
