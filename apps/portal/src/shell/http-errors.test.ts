import { describe, expect, it, vi } from 'vitest';
import { HTTPError } from 'ky';
import type { Query } from '@tanstack/react-query';
import { createHttpErrorChannel } from './http-errors';

const httpError = (
  status: number,
  headers: Record<string, string> = {},
  requestHeaders: Record<string, string> = {},
) => {
  const request = new Request('http://localhost/api/app/investor/wallet', {
    headers: requestHeaders,
  });
  return new HTTPError(new Response(null, { status, headers }), request, {} as never);
};

const query = (meta?: Record<string, unknown>) => ({ meta }) as Query<unknown, unknown, unknown>;

function listen() {
  const channel = createHttpErrorChannel();
  const listener = vi.fn();
  channel.subscribe(listener);
  return { channel, listener };
}

describe('the http error channel', () => {
  it('passes a failed request to the presenter', () => {
    const { channel, listener } = listen();
    const error = httpError(500);
    channel.onQueryError(error, query());
    expect(listener).toHaveBeenCalledWith(error, { sessionOnly: false });
  });

  it("passes a failure from outside the query cache (bff mode's logout) to the presenter", () => {
    const { channel, listener } = listen();
    const error = new TypeError('Failed to fetch');
    channel.reportFailure(error);
    expect(listener).toHaveBeenCalledWith(error, { sessionOnly: false });
  });

  it('keeps away failures a screen shows itself', () => {
    const { channel, listener } = listen();
    channel.onQueryError(httpError(500), query({ handlesErrors: true }));
    channel.onQueryError(new TypeError('Failed to fetch'), query({ handlesErrors: true }));
    expect(listener).not.toHaveBeenCalled();
  });

  it('always passes on a 401 and a tenant that no longer resolves (ADR 0120)', () => {
    const { channel, listener } = listen();
    channel.onQueryError(httpError(401), query({ handlesErrors: true }));
    channel.onQueryError(
      httpError(404, { 'Abp-Tenant-Resolve-Error': 'Tenant not found!' }),
      query({ handlesErrors: true }),
    );
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenLastCalledWith(expect.anything(), { sessionOnly: false });
  });

  it('passes on, to be looked into only, a 404 outside ABP’s format of a request with a tenant (ADR 0320)', () => {
    const { channel, listener } = listen();
    const withTenant = { __tenant: '6f1c2a7e-4b3d-4e8a-9c51-ac3e00000001' };
    const hidden = httpError(404, {}, withTenant);
    channel.onQueryError(hidden, query({ handlesErrors: true }));
    expect(listener).toHaveBeenCalledWith(hidden, { sessionOnly: true });

    listener.mockClear();
    channel.onQueryError(httpError(404), query({ handlesErrors: true }));
    channel.onQueryError(
      httpError(404, { _AbpErrorFormat: 'true' }, withTenant),
      query({ handlesErrors: true }),
    );
    expect(listener).not.toHaveBeenCalled();
  });

  it('logs every failure, also those a screen shows itself', () => {
    const logger = { error: vi.fn() };
    const channel = createHttpErrorChannel({ logger });
    const error = httpError(500);
    channel.onQueryError(error, query({ handlesErrors: true }));
    expect(logger.error).toHaveBeenCalledWith('Request failed', error);
  });

  it('stops telling a listener once it unsubscribes', () => {
    const channel = createHttpErrorChannel();
    const listener = vi.fn();
    channel.subscribe(listener)();
    channel.onQueryError(httpError(500), query());
    expect(listener).not.toHaveBeenCalled();
  });
});
