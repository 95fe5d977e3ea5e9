import type { KyInstance } from 'ky';
import {
  emailSettingsSchema,
  type EmailSettingsInput,
  type SendTestEmailInput,
} from '../schemas/email-settings';
import { createOperationCaller, type ClientOptions } from './call-operation';
import { EMAIL_SETTINGS_OPERATIONS } from './email-settings-operations';

/** Emailing settings of setting management (SPEC §7, contract §11.1). */
export function createEmailSettingsClient(http: KyInstance, options?: ClientOptions) {
  const { call, callWithoutResult } = createOperationCaller(
    EMAIL_SETTINGS_OPERATIONS,
    http,
    options,
  );
  return {
    /** `GET /api/setting-management/emailing`. */
    getEmailSettings: () => call('getEmailSettings', emailSettingsSchema),
    /** `POST /api/setting-management/emailing` (POST, not PUT); 204. */
    updateEmailSettings: (body: EmailSettingsInput) =>
      callWithoutResult('updateEmailSettings', { json: body }),
    /** `POST /api/setting-management/emailing/send-test-email`; 204. */
    sendTestEmail: (body: SendTestEmailInput) => callWithoutResult('sendTestEmail', { json: body }),
  };
}

export type EmailSettingsClient = ReturnType<typeof createEmailSettingsClient>;
