/** Why the environment could not be used: fetch failed, not JSON, or schema broken. */
export type EnvironmentErrorReason = 'unreachable' | 'not-json' | 'invalid';

export class EnvironmentError extends Error {
  override readonly name = 'EnvironmentError';

  constructor(
    readonly reason: EnvironmentErrorReason,
    readonly url: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
