import type { KyInstance } from 'ky';
import { createAbpOperationCaller, type AbpClientOptions } from './abp-call/call-abp-operation';
import { EMAIL_SETTINGS_OPERATIONS } from './email-settings-operations';
import {
  emailSettingsSchema,
  type EmailSettingsInput,
  type SendTestEmailInput,
} from './schemas/email-settings';

/**
 * ABP's emailing settings (SPEC §7, contract §11.1) over the platform's ky instance, apart from
 * `createAdminClient` so that a settings screen bundles only these three calls.
 */
export function createEmailSettingsClient(http: KyInstance, options?: AbpClientOptions) {
  const { call, callWithoutResult } = createAbpOperationCaller(
    http,
    EMAIL_SETTINGS_OPERATIONS,
    options,
  );
  return {
    /** `GET /api/setting-management/emailing`. */
    getEmailSettings: () => call('getEmailSettings', emailSettingsSchema),
    /** `POST /api/setting-management/emailing`; 204. */
    updateEmailSettings: (body: EmailSettingsInput) =>
      callWithoutResult('updateEmailSettings', { json: body }),
    /** `POST /api/setting-management/emailing/send-test-email`; 204. */
    sendTestEmail: (body: SendTestEmailInput) => callWithoutResult('sendTestEmail', { json: body }),
  };
}

export type EmailSettingsClient = ReturnType<typeof createEmailSettingsClient>;
