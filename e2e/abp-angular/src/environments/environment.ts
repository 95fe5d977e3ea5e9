import type { Environment } from '@abp/ng.core';

// The fixture's own ports (playwright.abp-angular.config.ts): never the portal's 4200 or 44320.
const baseUrl = 'http://localhost:4300';
const sandbox = 'http://localhost:44330';

/** As ABP's application template configures its Angular client, pointed at the sandbox. */
export const environment: Environment = {
  production: true,
  application: { baseUrl, name: 'Sahm' },
  oAuthConfig: {
    issuer: sandbox,
    redirectUri: baseUrl,
    // Registered in apps/sandbox/src/oidc/provider.ts (ABP_ANGULAR_CLIENT_ID).
    clientId: 'Sahm_Angular',
    responseType: 'code',
    scope: 'offline_access Sahm',
    requireHttps: false,
  },
  apis: { default: { url: sandbox, rootNamespace: 'Sahm' } },
  localization: { defaultResourceName: 'Sahm' },
};
