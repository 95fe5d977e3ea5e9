/** `environment.session` (SPEC §3, §9; ADR 0420). */
export interface SessionTimeouts {
  /** Quiet minutes until the sign-out: the whole time-out, its warning included. */
  sessionTimeMinute: number;
  /** The last minutes of `sessionTimeMinute`, during which the warning counts down. */
  sessionTimeAttentionMinute: number;
}

/** A missing, zero or inconsistent session timing: the idle timer must be non-zero (SPEC §9). */
export class SessionConfigurationError extends Error {
  override readonly name = 'SessionConfigurationError';
}

function requirePositive(value: unknown, field: keyof SessionTimeouts): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new SessionConfigurationError(
      `environment.session.${field} must be a number of minutes greater than zero (got ${value === undefined ? 'nothing' : JSON.stringify(value)}).`,
    );
  }
  return value;
}

/**
 * Validates the runtime session timings; an absent or zero value is a configuration error, and so
 * is a warning as long as the whole time-out: the quiet time before the warning must be non-zero.
 */
export function readSessionTimeouts(
  session: Partial<SessionTimeouts> | null | undefined,
): SessionTimeouts {
  const sessionTimeMinute = requirePositive(session?.sessionTimeMinute, 'sessionTimeMinute');
  const sessionTimeAttentionMinute = requirePositive(
    session?.sessionTimeAttentionMinute,
    'sessionTimeAttentionMinute',
  );
  if (sessionTimeAttentionMinute >= sessionTimeMinute) {
    throw new SessionConfigurationError(
      `environment.session.sessionTimeAttentionMinute must be less than sessionTimeMinute, the whole time-out (got ${sessionTimeAttentionMinute} of ${sessionTimeMinute}).`,
    );
  }
  return { sessionTimeMinute, sessionTimeAttentionMinute };
}

/** SPEC §9 "time-out 9 minutes, warning 1 minute before": the quiet time until the warning opens. */
export function warningAfterMs({
  sessionTimeMinute,
  sessionTimeAttentionMinute,
}: SessionTimeouts): number {
  return (sessionTimeMinute - sessionTimeAttentionMinute) * 60_000;
}

/** `m:ss` for the idle dialog's remaining time (SPEC §4 "shown minutes:seconds"). */
export function formatCountdown(remainingSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(remainingSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
