import { describe, expect, it, vi } from 'vitest';
import { EnvironmentError } from './environment-error';
import { loadEnvironment } from './load-environment';

const validEnvironment = {
  production: true,
  application: { name: 'Sahm', baseUrl: 'https://{0}.sahm.example' },
  oAuthConfig: {
    issuer: 'https://auth.sahm.example/',
    clientId: 'Sahm_App',
    responseType: 'code',
    scope: 'offline_access Sahm',
    requireHttps: true,
  },
  apis: { default: { url: 'https://api.sahm.example', rootNamespace: 'Sahm' } },
  session: { sessionTimeMinute: 9, sessionTimeAttentionMinute: 1 },
};

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function fakeFetch(routes: Record<string, () => Response | Promise<Response>>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const route = routes[String(input)];
    if (!route) throw new TypeError('Failed to fetch');
    return route();
  }) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

describe('loadEnvironment', () => {
  it('returns the validated environment from /env.json by default', async () => {
    const fetchImpl = fakeFetch({ '/env.json': () => jsonResponse(validEnvironment) });

    const environment = await loadEnvironment(fetchImpl);

    expect(environment.oAuthConfig.clientId).toBe('Sahm_App');
    expect(environment.apis.default.url).toBe('https://api.sahm.example');
    expect(fetchImpl).toHaveBeenCalledWith('/env.json', undefined);
  });

  it('keeps unknown keys so the portal can carry its own settings', async () => {
    const fetchImpl = fakeFetch({
      '/env.json': () => jsonResponse({ ...validEnvironment, logging: { level: 'TRACE' } }),
    });

    const environment = await loadEnvironment(fetchImpl);

    expect(environment['logging']).toEqual({ level: 'TRACE' });
  });

  it('throws a typed error when env.json breaks the schema', async () => {
    const fetchImpl = fakeFetch({
      '/env.json': () => jsonResponse({ ...validEnvironment, oAuthConfig: { issuer: 42 } }),
    });

    const error = await loadEnvironment(fetchImpl).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(EnvironmentError);
    expect(error).toMatchObject({ reason: 'invalid', url: '/env.json' });
  });

  it('throws a typed error when env.json cannot be fetched or is not JSON', async () => {
    await expect(loadEnvironment(fakeFetch({}), '/missing.json')).rejects.toMatchObject({
      reason: 'unreachable',
    });
    await expect(
      loadEnvironment(fakeFetch({ '/env.json': () => new Response('<html>', { status: 200 }) })),
    ).rejects.toMatchObject({ reason: 'not-json' });
    await expect(
      loadEnvironment(fakeFetch({ '/env.json': () => new Response('', { status: 404 }) })),
    ).rejects.toMatchObject({ reason: 'unreachable' });
  });

  it('deep-merges the remote environment, sending its method and headers', async () => {
    const fetchImpl = fakeFetch({
      '/env.json': () =>
        jsonResponse({
          ...validEnvironment,
          remoteEnv: {
            url: 'https://config.example/env',
            method: 'POST',
            headers: { 'X-Key': 'k' },
            mergeStrategy: 'deepmerge',
          },
        }),
      'https://config.example/env': () =>
        jsonResponse({ apis: { default: { url: 'https://remote-api.example' } } }),
    });

    const environment = await loadEnvironment(fetchImpl);

    expect(environment.apis.default).toEqual({
      url: 'https://remote-api.example',
      rootNamespace: 'Sahm',
    });
    expect(environment.oAuthConfig.clientId).toBe('Sahm_App');
    expect(fetchImpl).toHaveBeenLastCalledWith('https://config.example/env', {
      method: 'POST',
      headers: { 'X-Key': 'k' },
    });
  });

  it('replaces the environment with the remote one when the strategy is overwrite', async () => {
    const remote = { ...validEnvironment, production: false };
    const fetchImpl = fakeFetch({
      '/env.json': () =>
        jsonResponse({
          ...validEnvironment,
          remoteEnv: { url: '/remote.json', mergeStrategy: 'overwrite' },
        }),
      '/remote.json': () => jsonResponse(remote),
    });

    const environment = await loadEnvironment(fetchImpl);

    expect(environment.production).toBe(false);
    expect(environment.remoteEnv).toBeUndefined();
  });

  it('reports a failed or invalid remote environment and keeps the local one', async () => {
    const local = {
      ...validEnvironment,
      remoteEnv: { url: '/remote.json', mergeStrategy: 'overwrite' },
    };
    const onWarning = vi.fn();

    const unreachable = await loadEnvironment(
      fakeFetch({ '/env.json': () => jsonResponse(local) }),
      '/env.json',
      { onWarning },
    );
    const invalid = await loadEnvironment(
      fakeFetch({
        '/env.json': () => jsonResponse(local),
        '/remote.json': () => jsonResponse({ production: 'yes' }),
      }),
      '/env.json',
      { onWarning },
    );

    expect(unreachable.production).toBe(true);
    expect(invalid.production).toBe(true);
    expect(onWarning).toHaveBeenCalledTimes(2);
    expect(onWarning.mock.calls[0]?.[0].cause).toBeInstanceOf(EnvironmentError);
  });
});
