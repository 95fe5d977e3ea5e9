const EASTERN_ARABIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/** Arabic keyboards type ٠١٢…; the rules and the server work on 0-9. */
export function toWesternDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= PERSIAN_ZERO ? PERSIAN_ZERO : EASTERN_ARABIC_ZERO;
    return String(code - zero);
  });
}
