import type { KyInstance } from 'ky';
import { safeParse, type z } from 'zod/mini';
import { InvestorResponseError } from './errors';
import { operationPath, SDK_OPERATIONS, type OperationId } from './operations';
import { toSearchParams, type QueryValue } from './query-string';

export interface ClientOptions {
  /** Told about every answer that broke its schema, e.g. to log it; the call still rejects. */
  onResponseError?: (error: InvestorResponseError) => void;
}

export interface OperationRequest {
  pathParams?: Record<string, string>;
  query?: Record<string, QueryValue>;
  json?: unknown;
}

/**
 * Sends one operation through the injected ky instance and parses its answer. HTTP failures stay
 * ky's `HTTPError` (the platform decides how to show them); broken bodies become
 * `InvestorResponseError`.
 */
export function createOperationCaller(http: KyInstance, { onResponseError }: ClientOptions = {}) {
  async function send(id: OperationId, request: OperationRequest = {}) {
    const operation = SDK_OPERATIONS[id];
    const path = operationPath(operation, request.pathParams);
    const searchParams = toSearchParams(request.query);
    const response = await http(path, {
      method: operation.method,
      ...(searchParams.size > 0 ? { searchParams } : {}),
      ...(request.json === undefined ? {} : { json: request.json }),
    });
    return { response, path };
  }

  function fail(error: InvestorResponseError): never {
    onResponseError?.(error);
    throw error;
  }

  async function read(id: OperationId, response: Response, path: string): Promise<unknown> {
    const text = await response.text();
    if (SDK_OPERATIONS[id].response === 'text') return text;
    // A 204 or an empty body is ABP's null (an action that returned no object).
    if (text === '') return null;
    try {
      return JSON.parse(text);
    } catch (cause) {
      return fail(
        new InvestorResponseError({
          operation: id,
          method: SDK_OPERATIONS[id].method,
          url: path,
          status: response.status,
          kind: 'unparseable',
          cause,
        }),
      );
    }
  }

  /** Calls an operation whose answer is parsed with `schema`. */
  async function call<T extends z.core.$ZodType>(
    id: OperationId,
    schema: T,
    request?: OperationRequest,
  ): Promise<z.output<T>> {
    const { response, path } = await send(id, request);
    const result = safeParse(schema, await read(id, response, path));
    if (result.success) return result.data;
    return fail(
      new InvestorResponseError({
        operation: id,
        method: SDK_OPERATIONS[id].method,
        url: path,
        status: response.status,
        kind: 'schema',
        issues: result.error.issues,
      }),
    );
  }

  /** Calls an operation that answers 204 No Content. */
  async function callWithoutResult(id: OperationId, request?: OperationRequest): Promise<void> {
    await send(id, request);
  }

  return { call, callWithoutResult };
}
