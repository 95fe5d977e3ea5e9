import {
  describeHttpError,
  parseValidationErrors,
  readHttpError,
  toHttpErrorInfo,
  type Localize,
} from '@sahm/platform';
import { isAbpResponseError } from '@sahm/platform/admin';
import { localizeValidationMessage } from '../../../forms/localize-message';

/**
 * A failed write in words for an alert inside its dialog: the server's validation messages
 * (localized, SPEC §5), else the error catalogue's title and details (SPEC §8).
 */
export async function failureText(t: Localize, language: string, error: unknown): Promise<string> {
  const info = await readHttpError(error);
  const validation = parseValidationErrors(info.body);
  if (info.status === 400 && validation.length > 0) {
    return validation
      .map(({ key, params }) =>
        localizeValidationMessage(t, language, params.length ? `${key}[${params.join(',')}]` : key),
      )
      .join(' ');
  }
  const decision = describeHttpError(info);
  const text = (part: { key: string | null; text: string } | null) =>
    part ? (part.key ? t(part.key) : part.text) : '';
  return [text(decision.title), text(decision.details)].filter(Boolean).join(' — ');
}

/** Why a read failed, in words the reader can act on (the screens' shared error texts). */
export function loadFailureMessage(t: Localize, error: unknown): string {
  if (isAbpResponseError(error)) return t('::Investment:ErrorUnexpectedAnswer');
  const info = toHttpErrorInfo(error);
  if (info.kind === 'network') return t('::Investment:ErrorNetwork');
  if (info.status === 401 || info.status === 403) return t('::Investment:ErrorForbidden');
  return t('::Investment:ErrorServer');
}
