import { describe, expect, it } from 'vitest';
import { startInvestorTestServer } from '../testing/investor-test-server';

const api = startInvestorTestServer();

describe('the emailing settings endpoints these mocks serve (contract §11.1)', () => {
  const settings = {
    smtpHost: 'smtp.example.sa',
    smtpPort: 465,
    smtpUserName: 'mailer',
    smtpPassword: 'secret',
    smtpDomain: '',
    smtpEnableSsl: true,
    smtpUseDefaultCredentials: false,
    defaultFromAddress: 'hello@sahm.example',
    defaultFromDisplayName: 'Sahm',
  };

  it('getEmailSettings: GET /api/setting-management/emailing', async () => {
    const result = await api.emailingFor().getEmailSettings();
    expect(await api.lastRequest()).toEqual({
      method: 'GET',
      path: '/api/setting-management/emailing',
      query: {},
      body: undefined,
    });
    expect(result).toMatchObject({ smtpPort: 587, defaultFromAddress: 'noreply@sahm.example' });
  });

  it('updateEmailSettings: POST /api/setting-management/emailing, 204, and the settings stay', async () => {
    await expect(api.emailingFor().updateEmailSettings(settings)).resolves.toBeUndefined();
    expect(await api.lastRequest()).toEqual({
      method: 'POST',
      path: '/api/setting-management/emailing',
      body: settings,
      query: {},
    });
    await expect(api.emailingFor().getEmailSettings()).resolves.toEqual({
      ...settings,
      smtpPassword: null,
    });
  });

  it('never sends the SMTP password back, and a blank one keeps what is stored (ABP 9+)', async () => {
    await api.emailingFor().updateEmailSettings(settings);
    expect(await api.emailingFor().getEmailSettings()).toMatchObject({ smtpPassword: null });
    for (const smtpPassword of ['', '  ', null]) {
      await api.emailingFor().updateEmailSettings({ ...settings, smtpPort: 25, smtpPassword });
      expect(api.store.emailSettingsFor(null)).toMatchObject({
        smtpPort: 25,
        smtpPassword: 'secret',
      });
    }
    await api.emailingFor().updateEmailSettings({ ...settings, smtpPassword: 'changed' });
    expect(api.store.emailSettingsFor(null).smtpPassword).toBe('changed');
  });

  it('sendTestEmail: POST /api/setting-management/emailing/send-test-email, 204', async () => {
    const body = {
      senderEmailAddress: 'noreply@sahm.example',
      targetEmailAddress: 'ops@sahm.example',
      subject: 'Test',
      body: 'Hello',
    };
    await expect(api.emailingFor().sendTestEmail(body)).resolves.toBeUndefined();
    expect(await api.lastRequest()).toEqual({
      method: 'POST',
      path: '/api/setting-management/emailing/send-test-email',
      body,
      query: {},
    });
    expect(api.store.outbox.at(-1)).toMatchObject({
      to: 'ops@sahm.example',
      purpose: 'test-email',
    });
  });
});
