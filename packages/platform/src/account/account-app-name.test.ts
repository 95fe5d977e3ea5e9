import { describe, expect, it } from 'vitest';
import { startModuleTestServer } from '../admin/testing/module-test-server';
import { accountAppName, DEFAULT_ACCOUNT_APP_NAME } from './account-app-name';

const api = startModuleTestServer();
const anonymous = () => api.accountFor({ userId: null });

/** A raw POST to an account endpoint, answered whatever its status. */
const post = (path: string, json: unknown) =>
  api.httpFor({ userId: null })(`api/account/${path}`, {
    method: 'POST',
    json,
    throwHttpErrors: false,
  });

describe('the app name the account calls send', () => {
  it('is "Angular" unless env.json names another', () => {
    const application = { name: 'Sahm', baseUrl: 'http://localhost:4200' };
    expect(DEFAULT_ACCOUNT_APP_NAME).toBe('Angular');
    expect(accountAppName({ application })).toBe('Angular');
    expect(accountAppName({ application: { ...application, accountAppName: 'Portal' } })).toBe(
      'Portal',
    );
  });
});

describe('app names as a stock ABP backend takes them (AppUrlOptions knows "Angular" only)', () => {
  it('mails the reset link for "Angular"', async () => {
    await anonymous().sendPasswordResetCode({ email: 'officer@sahm.example', appName: 'Angular' });
    expect(api.store.sentEmails.map((mail) => mail.to)).toEqual(['officer@sahm.example']);
  });

  it.each(['Sahm', 'angular'])(
    'answers "%s" with a 500 and the generic body once the user is found, and mails nothing',
    async (appName) => {
      const response = await post('send-password-reset-code', {
        email: 'officer@sahm.example',
        appName,
      });
      expect(response.status).toBe(500);
      expect(response.headers.get('_AbpErrorFormat')).toBe('true');
      expect(await response.json()).toMatchObject({
        error: {
          code: null,
          message: 'An internal error occurred during your request!',
          details: null,
          validationErrors: null,
        },
      });
      expect(api.store.sentEmails).toEqual([]);
      expect(api.store.passwordResetTokens).toEqual([]);
    },
  );

  it('requires an app name on both calls ([Required] AppName)', async () => {
    const reset = await post('send-password-reset-code', {
      email: 'officer@sahm.example',
      appName: '',
    });
    expect(reset.status).toBe(400);
    expect(await reset.json()).toMatchObject({
      error: { validationErrors: [{ members: ['appName'] }] },
    });
    const registered = await post('register', {
      userName: 'hind',
      emailAddress: 'hind@sahm.example',
      password: 'Hind!2026',
      appName: ' ',
    });
    expect(registered.status).toBe(400);
  });

  it('lets register through whatever the name: RegisterAsync never reads it', async () => {
    const registered = await post('register', {
      userName: 'hind',
      emailAddress: 'hind@sahm.example',
      password: 'Hind!2026',
      appName: 'Sahm',
    });
    expect(registered.status).toBe(200);
    expect(api.store.findUserByCredentials('hind', 'Hind!2026', null)?.tenantId).toBeNull();
  });
});
