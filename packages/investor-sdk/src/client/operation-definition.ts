import { INVESTOR_API_BASE } from '../constants';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

/** How the body of a successful answer is read: JSON, plain text, or nothing (204). */
export type ResponseKind = 'json' | 'text' | 'none';

export interface OperationDefinition {
  method: HttpMethod;
  /** Relative to the API root; `{name}` marks a path parameter. */
  path: string;
  response: ResponseKind;
}

/** An operation of the investor API; `path` is relative to the investor API's base. */
export const investorOperation = (
  method: HttpMethod,
  path: string,
  response: ResponseKind = 'json',
) => ({ method, path: `${INVESTOR_API_BASE}/${path}`, response }) as const;
