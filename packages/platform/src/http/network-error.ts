/**
 * A request that got no response at all (offline, DNS, connection refused, CORS): fetch's
 * TypeError, marked by the HTTP client so the error catalogue tells it from a bug's TypeError.
 * It is Angular's status 0 'Unknown Error' (ADR 0141).
 */
export class NetworkError extends TypeError {
  override readonly name = 'NetworkError';

  constructor(cause: TypeError) {
    super(cause.message, { cause });
  }
}
