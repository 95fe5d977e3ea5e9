import { describeHttpError, readHttpError, type Localize } from '@sahm/platform';
import { localizeValidationMessage } from './localize-message';
import { applyServerValidationErrors, type ServerErrorTarget } from './server-errors';

/**
 * What a failed submission shows: ABP validation errors go under their fields, and what belongs
 * to no field, or any other failure, comes back as one localized text for the form's alert (null
 * when every message found its field).
 */
export async function explainSubmitFailure(
  form: ServerErrorTarget,
  error: unknown,
  t: Localize,
  language: string,
): Promise<string | null> {
  const result = await applyServerValidationErrors(form, error);
  if (result.isValidationError) {
    if (result.unmatched.length === 0) return null;
    return result.unmatched
      .map((message) => localizeValidationMessage(t, language, message))
      .join(' ');
  }
  const decision = describeHttpError(await readHttpError(error));
  const text = (part: { key: string | null; text: string } | null) =>
    part ? (part.key ? t(part.key) : part.text) : '';
  return [text(decision.title), text(decision.details)].filter(Boolean).join(' — ');
}
