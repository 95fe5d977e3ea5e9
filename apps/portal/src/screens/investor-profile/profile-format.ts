/** How many trailing digits of a national id stay visible on screen. */
export const VISIBLE_NATIONAL_ID_DIGITS = 4;

/**
 * The national id with every digit but the last 4 hidden (`••••••1234`), so a shoulder-surfer or a
 * screenshot does not leak it; ids of 4 digits or fewer are hidden entirely.
 */
export function maskNationalId(nationalId: string): string {
  const digits = nationalId.trim();
  if (digits.length <= VISIBLE_NATIONAL_ID_DIGITS) return '•'.repeat(digits.length);
  return `${'•'.repeat(digits.length - VISIBLE_NATIONAL_ID_DIGITS)}${digits.slice(-VISIBLE_NATIONAL_ID_DIGITS)}`;
}

/** Full name from its four parts, skipping blanks. */
export function joinName(...parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}
