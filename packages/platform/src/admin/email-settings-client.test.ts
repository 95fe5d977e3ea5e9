import { MutationObserver, QueryClient } from '@tanstack/react-query';
import ky from 'ky';
import { describe, expect, it, vi } from 'vitest';
import {
  AbpResponseError,
  createEmailSettingsClient,
  emailSettingsKeys,
  emailSettingsMutations,
  emailSettingsQueries,
} from '.';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** A ky whose fetch records each request and answers with `answer`. */
function httpAnswering(answer: () => Response) {
  const sent: Sent[] = [];
  const http = ky.create({
    prefixUrl: 'http://abp.test/',
    retry: 0,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const text = await request.text();
      sent.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      });
      return answer();
    },
  });
  return { http, sent };
}

const SETTINGS = {
  smtpHost: 'smtp.sahm.example',
  smtpPort: 587,
  smtpUserName: null,
  smtpPassword: null,
  smtpDomain: null,
  smtpEnableSsl: true,
  smtpUseDefaultCredentials: false,
  defaultFromAddress: 'noreply@sahm.example',
  defaultFromDisplayName: 'Sahm',
};
const TEST_MAIL = {
  senderEmailAddress: 'noreply@sahm.example',
  targetEmailAddress: 'ops@sahm.example',
  subject: 'Test',
};
const noContent = () => new Response(null, { status: 204 });

describe('createEmailSettingsClient', () => {
  it('reads the settings and parses them', async () => {
    const { http, sent } = httpAnswering(() => Response.json(SETTINGS));
    await expect(createEmailSettingsClient(http).getEmailSettings()).resolves.toEqual(SETTINGS);
    expect(sent).toEqual([
      { method: 'GET', path: '/api/setting-management/emailing', body: undefined },
    ]);
  });

  it('saves with POST and sends the test mail, both answered 204', async () => {
    const { http, sent } = httpAnswering(noContent);
    const client = createEmailSettingsClient(http);
    await expect(client.updateEmailSettings(SETTINGS)).resolves.toBeUndefined();
    await expect(client.sendTestEmail(TEST_MAIL)).resolves.toBeUndefined();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/setting-management/emailing', body: SETTINGS },
      {
        method: 'POST',
        path: '/api/setting-management/emailing/send-test-email',
        body: TEST_MAIL,
      },
    ]);
  });

  it('a settings answer of the wrong shape is a reported AbpResponseError', async () => {
    const { http } = httpAnswering(() => Response.json({ ...SETTINGS, smtpPort: '587' }));
    const onResponseError = vi.fn();
    const failure = createEmailSettingsClient(http, { onResponseError }).getEmailSettings();
    await expect(failure).rejects.toBeInstanceOf(AbpResponseError);
    await expect(failure).rejects.toMatchObject({
      operation: 'getEmailSettings',
      url: 'api/setting-management/emailing',
      kind: 'schema',
    });
    expect(onResponseError).toHaveBeenCalledOnce();
  });
});

describe('emailing settings queries and mutations', () => {
  it('read under their key; saving invalidates it, the test mail nothing', async () => {
    const { http } = httpAnswering(noContent);
    const client = createEmailSettingsClient(http);
    expect(emailSettingsQueries(client).emailSettings().queryKey).toEqual(emailSettingsKeys.all);

    const queryClient = new QueryClient();
    queryClient.setQueryData(emailSettingsKeys.all, SETTINGS);
    const mutations = emailSettingsMutations(client, queryClient);
    const invalidated = () => queryClient.getQueryState(emailSettingsKeys.all)?.isInvalidated;

    await new MutationObserver(queryClient, mutations.sendTestEmail()).mutate(TEST_MAIL);
    expect(invalidated()).toBe(false);
    await new MutationObserver(queryClient, mutations.updateEmailSettings()).mutate(SETTINGS);
    expect(invalidated()).toBe(true);
  });
});
