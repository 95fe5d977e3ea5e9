import { normalizeIban } from '@sahm/investor-sdk';

/** An IBAN as people read it: uppercase in groups of four (SA44 2000 0001 …). */
export function formatIban(iban: string): string {
  const compact = normalizeIban(iban) || iban.replace(/\s+/g, '').toUpperCase();
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Only the last four characters, for places that need not show the whole number. */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  return compact.length <= 4 ? compact : `•••• ${compact.slice(-4)}`;
}
