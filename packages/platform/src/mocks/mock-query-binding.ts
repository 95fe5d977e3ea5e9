import { abpError } from './abp-error';
import type { MockCultureName } from './mock-cultures';
import { mockText } from './mock-error-texts';

/** A query parameter ASP.NET Core could not bind, or a [Required] one that is missing. */
export interface QueryIssue {
  /** camelCase, as ABP's error converter writes `members`. */
  member: string;
  message: string;
}

/** The first value of a query parameter; ASP.NET Core matches its name in any case. */
export function queryValue(url: URL, name: string): string | null {
  const wanted = name.toLowerCase();
  for (const [key, value] of url.searchParams) {
    if (key.toLowerCase() === wanted) return value;
  }
  return null;
}

/**
 * A boolean query parameter as ASP.NET Core binds it: absent keeps the default, `true` or `false`
 * in any case, anything else is an issue with model binding's own (English) message.
 */
export function bindBooleanQuery(
  url: URL,
  name: string,
  fallback: boolean,
): { value: boolean } | { issue: QueryIssue } {
  const raw = queryValue(url, name);
  if (raw === null) return { value: fallback };
  const normalized = raw.trim().toLowerCase();
  if (normalized === 'true' || normalized === 'false') return { value: normalized === 'true' };
  const property = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  // ModelBindingMessageProvider: ValueMustNotBeNull for an empty value, AttemptedValueIsInvalid otherwise.
  const message =
    normalized === ''
      ? `The value '${raw}' is invalid.`
      : `The value '${raw}' is not valid for ${property}.`;
  return { issue: { member: name, message } };
}

/** ABP's 400 for an invalid ModelState (AbpValidationActionFilter), one entry per issue. */
export function invalidQuery(culture: MockCultureName, issues: QueryIssue[]): Response {
  const details = [
    mockText(culture, 'ValidationDetails'),
    ...issues.map((issue) => ` - ${issue.message}`),
  ].join('\n');
  return abpError(400, mockText(culture, 'ValidationTitle'), details, {
    validationErrors: issues.map((issue) => ({ message: issue.message, members: [issue.member] })),
  });
}
