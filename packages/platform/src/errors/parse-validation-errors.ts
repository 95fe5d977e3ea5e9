/** One server validation message for one field, with its `[params]` split off (SPEC §5). */
export interface FieldValidationError {
  /** camelCase member name, '' when the message concerns no field. */
  member: string;
  /** The message without its parameters: a text or a localization key. */
  key: string;
  params: string[];
}

interface RawValidationError {
  message?: unknown;
  members?: unknown;
}

const PARAMS_SUFFIX = /^(.*?)\s*\[([^\]]*)\]\s*$/s;

/** Splits `Key[a, b]` into `{ key: 'Key', params: ['a', 'b'] }`. */
export function splitValidationMessage(message: string): { key: string; params: string[] } {
  const match = PARAMS_SUFFIX.exec(message);
  if (!match) return { key: message.trim(), params: [] };
  const params = (match[2] ?? '')
    .split(',')
    .map((param) => param.trim())
    .filter(Boolean);
  return { key: (match[1] ?? '').trim(), params };
}

/** `error.validationErrors` of an ABP error body (contract §13), one entry per member. */
export function parseValidationErrors(body: unknown): FieldValidationError[] {
  const list = (body as { error?: { validationErrors?: unknown } } | null)?.error?.validationErrors;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: RawValidationError) => {
    if (typeof entry?.message !== 'string') return [];
    const { key, params } = splitValidationMessage(entry.message);
    const members = Array.isArray(entry.members)
      ? entry.members.filter((member): member is string => typeof member === 'string')
      : [];
    return (members.length > 0 ? members : ['']).map((member) => ({ member, key, params }));
  });
}
