import type { KyInstance } from 'ky';
import { safeParse, type z } from 'zod/mini';
import { dropEmptyParams, type QueryParamValue } from '../../http/drop-empty-params';
import { fillPath, type AbpOperation } from './abp-operation';
import { AbpResponseError } from './abp-response-error';

export interface AbpClientOptions {
  /** Told about every answer that broke its schema, e.g. to log it; the call still rejects. */
  onResponseError?: (error: AbpResponseError) => void;
}

export interface AbpOperationRequest {
  pathParams?: Record<string, string>;
  query?: Record<string, QueryParamValue | null | undefined>;
  json?: unknown;
}

/**
 * Sends the operations of one table through the injected ky instance and parses their answers with
 * zod. HTTP failures stay ky's `HTTPError` (the platform's error decisions read the ABP body).
 */
export function createAbpOperationCaller<Id extends string>(
  http: KyInstance,
  operations: Record<Id, AbpOperation>,
  { onResponseError }: AbpClientOptions = {},
) {
  async function send(id: Id, request: AbpOperationRequest) {
    const operation = operations[id];
    const url = fillPath(operation.path, request.pathParams);
    const searchParams = dropEmptyParams(request.query ?? {});
    const response = await http(url, {
      method: operation.method,
      ...(Object.keys(searchParams).length > 0 ? { searchParams } : {}),
      ...(request.json === undefined ? {} : { json: request.json }),
    });
    return { response, url };
  }

  function fail(error: AbpResponseError): never {
    onResponseError?.(error);
    throw error;
  }

  /** Calls an operation whose JSON answer is parsed with `schema`. */
  async function call<T extends z.core.$ZodType>(
    id: Id,
    schema: T,
    request: AbpOperationRequest = {},
  ): Promise<z.output<T>> {
    const { response, url } = await send(id, request);
    const details = { operation: id, method: operations[id].method, url, status: response.status };
    const text = await response.text();
    let body: unknown;
    try {
      // A 204 or an empty body is ABP's null (an action that returned no object).
      body = text === '' ? null : JSON.parse(text);
    } catch (cause) {
      return fail(new AbpResponseError({ ...details, kind: 'unparseable', cause }));
    }
    const result = safeParse(schema, body);
    if (result.success) return result.data;
    return fail(new AbpResponseError({ ...details, kind: 'schema', issues: result.error.issues }));
  }

  /** Calls an operation that answers 204 No Content. */
  async function callWithoutResult(id: Id, request: AbpOperationRequest = {}): Promise<void> {
    await send(id, request);
  }

  return { call, callWithoutResult };
}
