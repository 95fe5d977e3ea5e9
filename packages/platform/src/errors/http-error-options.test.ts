import { describe, expect, it } from 'vitest';
import { environmentSchema } from '../environment/environment-schema';
import { describeHttpError } from './describe-http-error';
import { httpErrorOptionsFrom } from './http-error-options';

const environment = {
  production: true,
  application: { name: 'Sahm', baseUrl: 'https://{0}.sahm.example' },
  oAuthConfig: {
    issuer: 'https://auth.sahm.example/',
    clientId: 'Sahm_App',
    responseType: 'code',
    scope: 'offline_access Sahm',
    requireHttps: true,
  },
  apis: { default: { url: 'https://api.sahm.example' } },
};

const failure = (status: number) => ({ status, statusText: '' });

describe('httpErrorOptionsFrom (ADR 0140)', () => {
  it('skips nothing and gives 401, 403, 404 and 500 their screens when env.json is silent', () => {
    const options = httpErrorOptionsFrom(environmentSchema.parse(environment));
    expect(options).toEqual({
      skipHandledErrorCodes: [],
      customErrorStatuses: [401, 403, 404, 500],
    });
    expect(describeHttpError(failure(404), options).show).toBe('page');
    expect(describeHttpError(failure(401), options).show).toBe('page');
  });

  it('reads env.json’s httpErrors: skipped statuses are not handled, unlisted 401/404 confirm', () => {
    const parsed = environmentSchema.parse({
      ...environment,
      httpErrors: { skipHandledErrorCodes: [409, 0], customErrorStatuses: [403] },
    });
    const options = httpErrorOptionsFrom(parsed);

    expect(describeHttpError(failure(409), options).show).toBe('none');
    expect(describeHttpError(new TypeError('Failed to fetch'), options).show).toBe('none');
    expect(describeHttpError(failure(404), options).show).toBe('confirmation');
    expect(describeHttpError(failure(401), options)).toMatchObject({
      show: 'confirmation',
      navigateToLogin: true,
    });
    expect(describeHttpError(failure(500), options).show).toBe('page');
  });

  it('keeps the default for whichever of the two lists env.json leaves out', () => {
    const options = httpErrorOptionsFrom({ httpErrors: { skipHandledErrorCodes: [400] } });
    expect(options.customErrorStatuses).toEqual([401, 403, 404, 500]);
    expect(httpErrorOptionsFrom({ httpErrors: { customErrorStatuses: [] } })).toEqual({
      skipHandledErrorCodes: [],
      customErrorStatuses: [],
    });
  });

  it('rejects a custom screen for a status that has no page, and statuses that are not HTTP', () => {
    const parse = (httpErrors: unknown) =>
      environmentSchema.safeParse({ ...environment, httpErrors }).success;
    expect(parse({ customErrorStatuses: [502] })).toBe(false);
    expect(parse({ skipHandledErrorCodes: [700] })).toBe(false);
    expect(parse({ skipHandledErrorCodes: ['404'] })).toBe(false);
    expect(parse({ skipHandledErrorCodes: [404], customErrorStatuses: [404] })).toBe(true);
  });
});
