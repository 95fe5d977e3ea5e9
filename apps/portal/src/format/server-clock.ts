import { readServerDateTime } from '@sahm/platform';

/**
 * The server's `clock.kind` (AbpClockOptions.Kind), set once from the first configuration: it is
 * fixed per deployment, and every date the server sends is read by it (ADR 0321).
 */
let clockKind: string | null | undefined;

export function setServerClockKind(kind: string | null | undefined): void {
  clockKind = kind;
}

export function serverClockKind(): string | null | undefined {
  return clockKind;
}

/** Milliseconds since the epoch of a server date-time, for comparing with now. */
export function serverInstant(iso: string): number {
  return readServerDateTime(iso, clockKind).date.getTime();
}
