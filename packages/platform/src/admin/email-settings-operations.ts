import type { AbpOperation } from './abp-call/abp-operation';

export const EMAIL_SETTINGS_PATH = 'api/setting-management/emailing';

/** Emailing settings of ABP's setting management (SPEC §7, contract §11.1). */
export const EMAIL_SETTINGS_OPERATIONS = {
  getEmailSettings: { method: 'GET', path: EMAIL_SETTINGS_PATH },
  // ABP's EmailSettingsController takes POST, not PUT, for the update.
  updateEmailSettings: { method: 'POST', path: EMAIL_SETTINGS_PATH },
  sendTestEmail: { method: 'POST', path: `${EMAIL_SETTINGS_PATH}/send-test-email` },
} as const satisfies Record<string, AbpOperation>;

export type EmailSettingsOperationId = keyof typeof EMAIL_SETTINGS_OPERATIONS;
