/** `environment.session` (SPEC §3, §9). */
export interface SessionTimeouts {
  sessionTimeMinute: number;
  sessionTimeAttentionMinute: number;
}

/** A missing or zero session timing: the idle timer must be non-zero (SPEC §9). */
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

/** Validates the runtime session timings; an absent or zero value is a configuration error. */
export function readSessionTimeouts(
  session: Partial<SessionTimeouts> | null | undefined,
): SessionTimeouts {
  return {
    sessionTimeMinute: requirePositive(session?.sessionTimeMinute, 'sessionTimeMinute'),
    sessionTimeAttentionMinute: requirePositive(
      session?.sessionTimeAttentionMinute,
      'sessionTimeAttentionMinute',
    ),
  };
}

/** `m:ss` for the idle dialog's remaining time (SPEC §4 "shown minutes:seconds"). */
export function formatCountdown(remainingSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(remainingSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
