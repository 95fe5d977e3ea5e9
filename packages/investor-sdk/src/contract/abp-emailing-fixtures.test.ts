import ky from 'ky';
import { describe, expect, it } from 'vitest';
import type { AbpFixture } from '../../../platform/contract/abp/abp-fixture';
import { ABP_FIXTURES } from '../../../platform/contract/abp/fixtures';
import { createEmailSettingsClient } from '../client/email-settings-client';
import type { EmailSettingsInput, SendTestEmailInput } from '../schemas/email-settings';

/**
 * The setting-management fixtures (packages/platform/contract/abp, ADR 0330) read by the SDK's
 * emailing client, through a ky whose fetch answers with the fixture: a schema that rejects the
 * answer fails here, and so does a client that asks for another endpoint or body.
 */
const READERS: Record<string, (fixture: AbpFixture, http: typeof ky) => Promise<unknown>> = {
  'emailSettings.get': (_fixture, http) => createEmailSettingsClient(http).getEmailSettings(),
  'emailSettings.update': (fixture, http) =>
    createEmailSettingsClient(http).updateEmailSettings(fixture.request.body as EmailSettingsInput),
  'emailSettings.sendTestEmail': (fixture, http) =>
    createEmailSettingsClient(http).sendTestEmail(fixture.request.body as SendTestEmailInput),
};

const emailing = Object.entries(ABP_FIXTURES).filter(([, fixture]) =>
  fixture.reads.startsWith('emailSettings.'),
);

describe('the ABP emailing fixtures (ADR 0330)', () => {
  it('are all read here', () => {
    expect(emailing.length).toBeGreaterThan(0);
    for (const [name, fixture] of emailing) expect(READERS, name).toHaveProperty([fixture.reads]);
  });

  it.each(emailing)(
    '%s: the client asks for this endpoint and parses the answer',
    async (_name, fixture) => {
      const sent: { method: string; url: URL; body: unknown }[] = [];
      const http = ky.create({
        prefixUrl: 'http://abp.test/',
        retry: 0,
        fetch: async (input, init) => {
          const request = new Request(input, init);
          const text = await request.text();
          sent.push({
            method: request.method,
            url: new URL(request.url),
            body: text === '' ? undefined : (JSON.parse(text) as unknown),
          });
          const { status, headers, body } = fixture.response;
          return new Response(body === null || body === undefined ? null : JSON.stringify(body), {
            status,
            headers,
          });
        },
      });
      await READERS[fixture.reads]?.(fixture, http);
      expect(sent).toEqual([
        { method: fixture.request.method, url: expect.any(URL), body: fixture.request.body },
      ]);
      expect(sent[0]?.url.pathname).toBe(fixture.request.path);
    },
  );
});
