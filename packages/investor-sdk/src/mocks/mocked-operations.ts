import type { OperationDefinition } from '../client/operation-definition';
import { SDK_OPERATIONS } from '../client/operations';

/** ABP's emailing settings endpoint; `@sahm/platform/admin` calls the same path. */
export const EMAIL_SETTINGS_PATH = 'api/setting-management/emailing';

/**
 * Emailing settings of ABP's setting management (contract §11.1): served by these mocks beside the
 * investor API; their client is `@sahm/platform/admin`'s `createEmailSettingsClient`.
 */
export const EMAIL_SETTINGS_OPERATIONS = {
  getEmailSettings: { method: 'GET', path: EMAIL_SETTINGS_PATH, response: 'json' },
  updateEmailSettings: { method: 'POST', path: EMAIL_SETTINGS_PATH, response: 'none' },
  sendTestEmail: {
    method: 'POST',
    path: `${EMAIL_SETTINGS_PATH}/send-test-email`,
    response: 'none',
  },
} as const satisfies Record<string, OperationDefinition>;

/** Every call these mocks serve, and can be told to fail: the SDK's and the emailing settings. */
export const MOCKED_OPERATIONS = { ...SDK_OPERATIONS, ...EMAIL_SETTINGS_OPERATIONS } as const;

export type MockedOperationId = keyof typeof MOCKED_OPERATIONS;
