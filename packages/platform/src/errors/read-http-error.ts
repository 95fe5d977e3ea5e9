import type { HTTPError } from 'ky';
import { UNKNOWN_ERROR_STATUS_TEXT } from '../constants';
import { NetworkError } from '../http/network-error';

/** What the error catalogue needs from a failed request, with the body already read. */
export interface HttpErrorInfo {
  kind: 'http' | 'network' | 'other';
  /** 0 when no response arrived. */
  status: number;
  /** 'Unknown Error' when the HTTP client got no response at all, as Angular says (ADR 0141). */
  statusText: string;
  headers: Headers;
  /** Parsed JSON, raw text, or null when there was no body. */
  body: unknown;
  /** The error's own message (network errors show it raw). */
  message: string;
  /** Headers the failed request was sent with, when known (e.g. whether it carried a tenant). */
  requestHeaders?: Headers;
}

interface StatusLike {
  status: number;
  statusText?: string;
  message?: string;
  headers?: Headers;
  body?: unknown;
}

// ky's errors are told by the names ky gives them, not with instanceof: a runtime import of ky
// here made Rolldown split the first route into 24 chunks (+5 KB gzip), because ky's entry module
// may only live in the entry chunk while this module is shared with lazy screens.
const isKyHttpError = (error: unknown): error is HTTPError =>
  error instanceof Error && error.name === 'HTTPError' && 'response' in error;
const isKyTimeoutError = (error: unknown): error is Error =>
  error instanceof Error && error.name === 'TimeoutError';

const isHttpErrorInfo = (value: unknown): value is HttpErrorInfo =>
  typeof value === 'object' &&
  value !== null &&
  'kind' in value &&
  'status' in value &&
  'headers' in value &&
  (value as { headers: unknown }).headers instanceof Headers;

const isStatusLike = (value: unknown): value is StatusLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { status?: unknown }).status === 'number';

/**
 * Classifies an error without reading a body: ky's HTTPError, the client's NetworkError or a
 * fetch TypeError (no response), ky's TimeoutError, an `{ status, statusText }` shape (e.g. Angular-style status 0), or other.
 */
export function toHttpErrorInfo(error: unknown, body: unknown = null): HttpErrorInfo {
  if (isHttpErrorInfo(error)) return error;
  if (isKyHttpError(error)) {
    return {
      kind: 'http',
      status: error.response.status,
      statusText: error.response.statusText,
      headers: error.response.headers,
      body,
      message: error.message,
      requestHeaders: error.request.headers,
    };
  }
  // The HTTP client's NetworkError: no response at all. A bare TypeError (fetch outside the client)
  // or ky's TimeoutError (no answer in time) is status 0 without 'Unknown Error'.
  if (error instanceof TypeError || isKyTimeoutError(error)) {
    return {
      kind: 'network',
      status: 0,
      statusText: error instanceof NetworkError ? UNKNOWN_ERROR_STATUS_TEXT : '',
      headers: new Headers(),
      body: null,
      message: error.message,
    };
  }
  if (isStatusLike(error)) {
    return {
      kind: error.status === 0 ? 'network' : 'http',
      status: error.status,
      statusText: error.statusText ?? '',
      headers: error.headers ?? new Headers(),
      body: error.body ?? body,
      message: error.message ?? error.statusText ?? '',
    };
  }
  return {
    kind: 'other',
    status: 0,
    statusText: '',
    headers: new Headers(),
    body: null,
    message: error instanceof Error ? error.message : String(error),
  };
}

/** Reads the failed response's body (JSON, else text) once, leaving the response unread. */
export async function readHttpError(error: unknown): Promise<HttpErrorInfo> {
  if (!isKyHttpError(error)) return toHttpErrorInfo(error);
  let body: unknown = null;
  try {
    const raw = await error.response.clone().text();
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
  } catch {
    body = null;
  }
  return toHttpErrorInfo(error, body);
}
