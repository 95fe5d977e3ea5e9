import { EMAIL_SETTINGS_API_BASE } from '../constants';
import type { OperationDefinition } from './operation-definition';

/** Emailing settings (SPEC §7 settings, contract §11.1). */
export const EMAIL_SETTINGS_OPERATIONS = {
  getEmailSettings: { method: 'GET', path: EMAIL_SETTINGS_API_BASE, response: 'json' },
  updateEmailSettings: { method: 'POST', path: EMAIL_SETTINGS_API_BASE, response: 'none' },
  sendTestEmail: {
    method: 'POST',
    path: `${EMAIL_SETTINGS_API_BASE}/send-test-email`,
    response: 'none',
  },
} as const satisfies Record<string, OperationDefinition>;
