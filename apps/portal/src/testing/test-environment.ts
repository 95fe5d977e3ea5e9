import { environmentSchema, type Environment } from '@sahm/platform';

/**
 * The runtime environment stories and tests run the portal with: a code-flow client against a
 * local API. `overrides` replace top-level keys (e.g. `apis`, `httpErrors`) before validation.
 */
export function testEnvironment(overrides: Record<string, unknown> = {}): Environment {
  return environmentSchema.parse({
    production: false,
    application: { name: 'Sahm', baseUrl: 'http://localhost' },
    oAuthConfig: {
      issuer: 'http://localhost/',
      clientId: 'Sahm_App',
      responseType: 'code',
      scope: 'openid Sahm',
      requireHttps: false,
    },
    apis: { default: { url: 'http://localhost' } },
    ...overrides,
  });
}
