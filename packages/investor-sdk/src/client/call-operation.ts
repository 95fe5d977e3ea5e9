import type { KyInstance } from 'ky';
import { safeParse, type z } from 'zod/mini';
import { InvestorResponseError } from './errors';
import type { OperationDefinition } from './operation-definition';
import type { OperationId } from './operations';
import { toSearchParams, type QueryValue } from './query-string';

export interface ClientOptions {
  /** Told about every answer that broke its schema, e.g. to log it; the call still rejects. */
  onResponseError?: (error: InvestorResponseError) => void;
}

export interface OperationRequest {
  pathParams?: Record<string, string>;
  query?: Record<string, QueryValue>;
  json?: unknown;
  headers?: Record<string, string>;
}

/**
 * Sends the operations of `operations` through the injected ky instance and parses their answers.
 * HTTP failures stay ky's `HTTPError` (the platform decides how to show them); broken bodies become
 * `InvestorResponseError`. Each client passes only the table it calls, so a bundle holds only that.
 */
export function createOperationCaller<Id extends OperationId>(
  operations: Readonly<Record<Id, OperationDefinition>>,
  http: KyInstance,
  { onResponseError }: ClientOptions = {},
) {
  async function send(id: Id, request: OperationRequest = {}) {
    const operation = operations[id];
    const path = operationPath(operation, request.pathParams);
    const searchParams = toSearchParams(request.query);
    const response = await http(path, {
      method: operation.method,
      ...(searchParams.size > 0 ? { searchParams } : {}),
      ...(request.json === undefined ? {} : { json: request.json }),
      ...(request.headers ? { headers: request.headers } : {}),
    });
    return { response, path };
  }

  function fail(error: InvestorResponseError): never {
    onResponseError?.(error);
    throw error;
  }

  async function read(id: Id, response: Response, path: string): Promise<unknown> {
    const text = await response.text();
    if (operations[id].response === 'text') return text;
    // A 204 or an empty body is ABP's null (an action that returned no object).
    if (text === '') return null;
    try {
      return JSON.parse(text);
    } catch (cause) {
      return fail(
        new InvestorResponseError({
          operation: id,
          method: operations[id].method,
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
    id: Id,
    schema: T,
    request?: OperationRequest,
  ): Promise<z.output<T>> {
    const { response, path } = await send(id, request);
    const result = safeParse(schema, await read(id, response, path));
    if (result.success) return result.data;
    return fail(
      new InvestorResponseError({
        operation: id,
        method: operations[id].method,
        url: path,
        status: response.status,
        kind: 'schema',
        issues: result.error.issues,
      }),
    );
  }

  /** Calls an operation that answers 204 No Content. */
  async function callWithoutResult(id: Id, request?: OperationRequest): Promise<void> {
    await send(id, request);
  }

  return { call, callWithoutResult };
}

/** Fills `{name}` path parameters, encoding each value. */
function operationPath(
  operation: OperationDefinition,
  pathParams: Record<string, string> = {},
): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(pathParams[name] ?? ''),
  );
}

/** What a client's calls are written with: `call` and `callWithoutResult` over its operations. */
export type OperationCaller<Id extends OperationId = OperationId> = ReturnType<
  typeof createOperationCaller<Id>
>;
