import { describe, expect, it } from 'vitest';
import { environmentSchema } from './environment-schema';

const environment = {
  production: true,
  application: { name: 'Sahm', baseUrl: 'https://{0}.sahm.example' },
  oAuthConfig: {
    issuer: 'https://auth.sahm.example/',
    clientId: 'Sahm_App',
    responseType: 'code',
    scope: 'openid offline_access Sahm',
    requireHttps: true,
  },
  apis: { default: { url: 'https://{0}.sahm.example' } },
};

const issuesOf = (value: unknown) =>
  environmentSchema.safeParse(value).error?.issues.map(({ path, message }) => ({ path, message }));

describe('environmentSchema: auth.mode (docs/adr/0461)', () => {
  it('takes "bff" and "browser", and leaves the key out by default (browser mode)', () => {
    for (const mode of ['bff', 'browser']) {
      expect(environmentSchema.parse({ ...environment, auth: { mode } }).auth).toEqual({ mode });
    }
    expect(environmentSchema.parse(environment).auth).toBeUndefined();
  });

  it('refuses an unknown mode, saying which modes there are', () => {
    expect(issuesOf({ ...environment, auth: { mode: 'cookie' } })).toEqual([
      { path: ['auth', 'mode'], message: 'auth.mode must be "browser" or "bff"' },
    ]);
    expect(issuesOf({ ...environment, auth: {} })).toEqual([
      { path: ['auth', 'mode'], message: 'auth.mode must be "browser" or "bff"' },
    ]);
  });

  it('refuses bff mode with password sign-in: the BFF runs the code flow', () => {
    const password = { ...environment.oAuthConfig, responseType: 'password' };

    expect(issuesOf({ ...environment, oAuthConfig: password, auth: { mode: 'bff' } })).toEqual([
      {
        path: ['oAuthConfig', 'responseType'],
        message:
          'auth.mode "bff" signs in with the code flow: oAuthConfig.responseType must be "code"',
      },
    ]);
    expect(environmentSchema.safeParse({ ...environment, oAuthConfig: password }).success).toBe(
      true,
    );
  });
});
