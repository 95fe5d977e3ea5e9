const HAS_OFFSET = /(?:z|[+-]\d{2}(?::?\d{2})?)$/i;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date-time the server sent, read. */
export interface ServerDateTime {
  date: Date;
  /**
   * The value named no zone and stands for the wall-clock time it spells: show it in UTC, where
   * `date` keeps those digits.
   */
  wallClock: boolean;
}

/**
 * Reads a server date-time as ABP's Angular client does (TimeService, UtcToLocalPipe): a value with
 * an offset is that instant; an offset-less one is UTC when the clock is UTC (`clock.kind`), and
 * otherwise the server's wall-clock time, shown as it is. A calendar date is always shown as is.
 */
export function readServerDateTime(
  value: string,
  clockKind: string | null | undefined,
): ServerDateTime {
  if (DATE_ONLY.test(value)) return { date: new Date(`${value}T00:00:00Z`), wallClock: true };
  if (HAS_OFFSET.test(value)) return { date: new Date(value), wallClock: false };
  return { date: new Date(`${value}Z`), wallClock: clockKind !== 'Utc' };
}
