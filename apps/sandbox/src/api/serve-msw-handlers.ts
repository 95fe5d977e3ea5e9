import { Readable } from 'node:stream';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { getResponse, type RequestHandler as MswHandler } from 'msw';

// The Express request each fetch Request handed to the handlers was made from.
const expressRequests = new WeakMap<Request, ExpressRequest>();

function toFetchRequest(req: ExpressRequest, origin: string): Request {
  const method = req.method || 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const request = new Request(new URL(req.url, origin), {
    method,
    headers: new Headers(req.headers as Record<string, string>),
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
  expressRequests.set(request, req);
  return request;
}

/**
 * The Express request behind a handler's fetch Request (MSW hands the resolver the very object
 * `getResponse` got), so a handler can reuse what the middleware before it learnt.
 */
export function expressRequestOf(request: Request): ExpressRequest {
  const req = expressRequests.get(request);
  if (!req) throw new Error('This request was not served by serveMswHandlers.');
  return req;
}

/** Writes a fetch Response to Express; a network error (status 0) drops the connection. */
export function sendFetchResponse(
  req: ExpressRequest,
  res: ExpressResponse,
  response: Response,
): void {
  if (response.type === 'error') {
    req.socket.destroy();
    return;
  }
  res.statusCode = response.status;
  res.statusMessage = response.statusText;
  response.headers.forEach((value, name) => res.appendHeader(name, value));
  if (response.body) Readable.fromWeb(response.body as never).pipe(res);
  else res.end();
}

/**
 * Serves the shared MSW handlers over real HTTP. Written rather than taken from
 * `@mswjs/http-middleware` because that one crashes the process on `HttpResponse.error()`
 * (status 0): here a network error drops the connection, as a real network failure would.
 */
export function serveMswHandlers(handlers: MswHandler[]) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
      const response = await getResponse(handlers, toFetchRequest(req, origin), {
        baseUrl: origin,
      });
      if (!response) return next();
      sendFetchResponse(req, res, response);
    } catch (error) {
      next(error);
    }
  };
}
