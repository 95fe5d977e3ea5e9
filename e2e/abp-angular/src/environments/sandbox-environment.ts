import type { Environment } from '@abp/ng.core';

/** As ABP's application template configures its Angular client, pointed at one of our sandboxes. */
export function sandboxEnvironment(baseUrl: string, sandbox: string): Environment {
  return {
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
}
