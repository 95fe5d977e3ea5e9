import { describe, expect, it } from 'vitest';
import type { EmailSettings } from '@sahm/platform/admin';
import {
  emailSettingsFormDefaults,
  emailSettingsFormSchema,
  emailSettingsPayload,
  sendTestEmailDefaults,
  sendTestEmailFormSchema,
  sendTestEmailPayload,
} from './email-settings-form';

const saved: EmailSettings = {
  smtpHost: null,
  smtpPort: 587,
  smtpUserName: 'mailer',
  smtpPassword: null,
  smtpDomain: undefined,
  smtpEnableSsl: true,
  smtpUseDefaultCredentials: false,
  defaultFromAddress: 'noreply@sahm.example',
  defaultFromDisplayName: null,
};

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('emailing settings form', () => {
  it('turns missing texts into empty fields and the port into text', () => {
    expect(emailSettingsFormDefaults(saved)).toEqual({
      defaultFromDisplayName: '',
      defaultFromAddress: 'noreply@sahm.example',
      smtpHost: '',
      smtpPort: '587',
      smtpEnableSsl: true,
      smtpUseDefaultCredentials: false,
      smtpDomain: '',
      smtpUserName: 'mailer',
      smtpPassword: '',
    });
  });

  it('requires the display name, the from address and the port (SPEC §5)', () => {
    const result = emailSettingsFormSchema.safeParse({
      ...emailSettingsFormDefaults(saved),
      defaultFromAddress: ' ',
      smtpPort: '',
    });
    expect(Object.keys(messagesOf(result)).sort()).toEqual([
      'defaultFromAddress',
      'defaultFromDisplayName',
      'smtpPort',
    ]);
  });

  it('rejects a malformed address and a port out of range', () => {
    const result = emailSettingsFormSchema.safeParse({
      ...emailSettingsFormDefaults(saved),
      defaultFromDisplayName: 'Sahm',
      defaultFromAddress: 'noreply',
      smtpPort: '70000',
    });
    expect(Object.keys(messagesOf(result)).sort()).toEqual(['defaultFromAddress', 'smtpPort']);
  });

  it('sends every field with the port as a number, Arabic digits accepted', () => {
    const values = emailSettingsFormSchema.parse({
      ...emailSettingsFormDefaults(saved),
      defaultFromDisplayName: 'Sahm',
      smtpHost: ' smtp.sahm.example ',
      smtpPort: '٤٦٥',
      smtpUseDefaultCredentials: true,
    });
    expect(emailSettingsPayload(values)).toEqual({
      defaultFromDisplayName: 'Sahm',
      defaultFromAddress: 'noreply@sahm.example',
      smtpHost: 'smtp.sahm.example',
      smtpPort: 465,
      smtpEnableSsl: true,
      smtpUseDefaultCredentials: true,
      smtpDomain: '',
      smtpUserName: 'mailer',
      smtpPassword: '',
    });
  });

  it('starts a test message from the configured sender and sends an empty body as null', () => {
    const values = sendTestEmailFormSchema.parse({
      ...sendTestEmailDefaults('noreply@sahm.example'),
      targetEmailAddress: 'ops@sahm.example',
      subject: 'Test',
    });
    expect(sendTestEmailPayload(values)).toEqual({
      senderEmailAddress: 'noreply@sahm.example',
      targetEmailAddress: 'ops@sahm.example',
      subject: 'Test',
      body: null,
    });
  });
});
