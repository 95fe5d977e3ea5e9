/**
 * One server validation message for one field. ABP's own messages are localized sentences, shown
 * as they are; a message that carries `[params]` (SPEC §5) is a key with its parameters split off.
 */
export interface FieldValidationError {
  /** The member as the server sent it (ABP camel-cases it), '' when the message concerns no field. */
  member: string;
  /** The member as a form field path: `userName`, `address.postalCode`, `roleNames.0`. */
  field: string;
  /** The message without its parameters: a sentence to show, or a localization key. */
  key: string;
  params: string[];
}

interface RawValidationError {
  message?: unknown;
  members?: unknown;
}

// A key (no spaces: `Sahm::Validation:Range`) followed by its bracketed parameters.
const KEY_WITH_PARAMS = /^([^\s[\]]+)\s*\[([^\]]*)\]\s*$/s;

/**
 * Splits `Key[a, b]` into `{ key: 'Key', params: ['a', 'b'] }`. A sentence (ABP's
 * "The UserName field is required.") is left whole, even one that ends in brackets.
 */
export function splitValidationMessage(message: string): { key: string; params: string[] } {
  const match = KEY_WITH_PARAMS.exec(message.trim());
  if (!match) return { key: message.trim(), params: [] };
  const params = (match[2] ?? '')
    .split(',')
    .map((param) => param.trim())
    .filter(Boolean);
  return { key: match[1] ?? '', params };
}

/**
 * A member as a form field path. ABP camel-cases only the first letter of a member
 * (`Address.PostalCode` → `address.PostalCode`), System.Text.Json names a body error `$.userName`,
 * and ModelState names an item `roleNames[0]`.
 */
export function memberToFieldPath(member: string): string {
  return member
    .replace(/^\$\.?/, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .map((part) => part.charAt(0).toLowerCase() + part.slice(1))
    .join('.');
}

/** `error.validationErrors` of an ABP error body (contract §13), one entry per member. */
export function parseValidationErrors(body: unknown): FieldValidationError[] {
  const list = (body as { error?: { validationErrors?: unknown } } | null)?.error?.validationErrors;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: RawValidationError) => {
    if (typeof entry?.message !== 'string') return [];
    const { key, params } = splitValidationMessage(entry.message);
    // ABP sends `members: null` for a message about no member.
    const members = Array.isArray(entry.members)
      ? entry.members.filter((member): member is string => typeof member === 'string')
      : [];
    return (members.length > 0 ? members : ['']).map((member) => ({
      member,
      field: memberToFieldPath(member),
      key,
      params,
    }));
  });
}
