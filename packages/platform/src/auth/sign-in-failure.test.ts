import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { classifySignInFailure } from './auth-decisions';

describe('sign-in failures (docs/adr/0431)', () => {
  it.each([
    ['fetch failing (offline, the provider down)', new TypeError('Failed to fetch')],
    [
      'oidc-client-ts that could not load',
      new TypeError('Failed to fetch dynamically imported module'),
    ],
    ["oidc-client-ts's time-out", new ErrorTimeout('Network timed out')],
    ['server_error', new ErrorResponse({ error: 'server_error' })],
    ['temporarily_unavailable', new ErrorResponse({ error: 'temporarily_unavailable' })],
  ])('%s: the provider could not be reached', (_label, error) => {
    expect(classifySignInFailure(error)).toBe('unreachable');
  });

  it.each([
    ['a refusal', new ErrorResponse({ error: 'access_denied' })],
    ['a stale or forged callback', new Error('No matching state found in storage')],
    ['a 5xx without an OAuth body', new Error('Bad Gateway (502)')],
    ['anything that is not an error', 'offline'],
  ])('%s: the sign-in did not complete, the network is not blamed', (_label, error) => {
    expect(classifySignInFailure(error)).toBe('failed');
  });
});
