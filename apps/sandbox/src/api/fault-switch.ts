import express, { type RequestHandler, type Router } from 'express';
import {
  failureResponse,
  MOCK_FAILURE_KINDS,
  validationError,
  type MockFailure,
} from '@sahm/investor-sdk/mocks';
import type { PortalOrigins } from '../portal-origins';
import { apiCors } from './cors';
import { sendFetchResponse } from './serve-msw-handlers';

/** Where tests queue failures for any endpoint of the sandbox: API, identity provider, pages. */
export const FAULT_SWITCH_PATH = '/__sandbox/fail-next';

// 'malformed-body' breaks one investor operation's schema; here there is no operation to break.
const FAULT_KINDS = MOCK_FAILURE_KINDS.filter((kind) => kind !== 'malformed-body');

export interface QueuedFault {
  /** 'GET', 'POST'…, or '*' for any method but a CORS preflight. */
  method: string;
  /** The exact path ('/connect/token'): no caller's text becomes a regular expression (ADR 0450). */
  path: string;
  failure: MockFailure;
  remaining: number;
}

type Parsed = { fault: QueuedFault } | { errors: { message: string; members: string[] }[] };

/** Reads `{ method?, path, failure, times? }`, the investor switch's failure shapes. */
export function parseFaultRequest(body: unknown): Parsed {
  const errors: { message: string; members: string[] }[] = [];
  const refuse = (member: string, message: string) => errors.push({ message, members: [member] });
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;

  const method = input.method === undefined ? '*' : input.method;
  if (typeof method !== 'string' || !/^(\*|[A-Za-z]+)$/.test(method)) {
    refuse('method', "Give an HTTP method or '*'.");
  }
  const { path } = input;
  if (typeof path !== 'string' || !path.startsWith('/')) {
    refuse('path', "Give the exact path, starting with '/'.");
  }
  if (input.pattern !== undefined) {
    refuse('pattern', 'Regular expressions are not taken: give the exact path.');
  }

  const raw = typeof input.failure === 'string' ? { kind: input.failure } : input.failure;
  const failure = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (!(FAULT_KINDS as readonly unknown[]).includes(failure.kind)) {
    refuse('failure', `The failure kind is one of ${FAULT_KINDS.join(', ')}.`);
  }
  const { status, abpFormat } = failure;
  if (
    status !== undefined &&
    (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599)
  ) {
    refuse('failure.status', 'The status is a whole number from 400 to 599.');
  }
  if (abpFormat !== undefined && typeof abpFormat !== 'boolean') {
    refuse('failure.abpFormat', 'abpFormat is true or false.');
  }
  const times = input.times ?? 1;
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) {
    refuse('times', 'times is a whole number above zero.');
  }

  if (errors.length > 0) return { errors };
  return {
    fault: {
      method: (method as string).toUpperCase(),
      path: path as string,
      failure: failure as unknown as MockFailure,
      remaining: times as number,
    },
  };
}

function matches(fault: QueuedFault, method: string, path: string): boolean {
  // A '*' fault must not eat the browser's preflight, or the real request never leaves.
  const methodMatches = fault.method === '*' ? method !== 'OPTIONS' : fault.method === method;
  return methodMatches && fault.path === path;
}

/**
 * Issue 4's fault switch: chosen endpoints answer once (or `times`) with a chosen failure, status,
 * error-format header or dropped connection. Test-only, like the investor switch (ADR 0143).
 */
export function createFaultSwitch(origins: PortalOrigins) {
  const queued: QueuedFault[] = [];
  const cors = apiCors(origins);

  const take = (method: string, path: string): MockFailure | null => {
    const fault = queued.find((candidate) => matches(candidate, method, path));
    if (!fault) return null;
    fault.remaining -= 1;
    if (fault.remaining <= 0) queued.splice(queued.indexOf(fault), 1);
    return fault.failure;
  };

  /** Answers a request a queued fault matches; everything else goes on untouched. */
  const middleware: RequestHandler = (req, res, next) => {
    const failure = take(req.method, req.path);
    if (!failure) return next();
    // The portal must read the status and headers, so the failure carries the API's CORS headers.
    cors(req, res, () => {
      // The operation only matters for 'malformed-body', which this switch does not offer.
      sendFetchResponse(req, res, failureResponse('getWallet', failure));
    });
  };

  const controls: Router = express.Router();
  controls.post(FAULT_SWITCH_PATH, express.json(), (req, res) => {
    const parsed = parseFaultRequest(req.body);
    if ('errors' in parsed) {
      sendFetchResponse(req, res, validationError(parsed.errors));
      return;
    }
    queued.push(parsed.fault);
    res.status(204).end();
  });
  controls.delete('/__sandbox/failures', (_req, res) => {
    queued.length = 0;
    res.status(204).end();
  });

  return {
    middleware,
    controls,
    clear: () => {
      queued.length = 0;
    },
  };
}
