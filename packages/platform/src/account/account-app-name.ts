import type { Environment } from '../environment/environment-schema';

/**
 * The only application ABP's application template configures in AppUrlOptions, and the name ABP's
 * Angular UI sends: any other name makes a stock backend's password-reset mail fail with a 500.
 */
export const DEFAULT_ACCOUNT_APP_NAME = 'Angular';

/** What `register` and `send-password-reset-code` send as `appName`: env.json's `application.accountAppName`. */
export function accountAppName({ application }: Pick<Environment, 'application'>): string {
  return application.accountAppName ?? DEFAULT_ACCOUNT_APP_NAME;
}
