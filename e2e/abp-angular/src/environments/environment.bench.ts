import type { Environment } from '@abp/ng.core';

// `pnpm bench`'s build of the client (angular.json configuration "bench", scripts/bench-side-by-side.mjs):
// environment.ts with the origins of the bench's own sandbox and server, given as build defines.
declare const SAHM_BENCH_CLIENT_ORIGIN: string;
declare const SAHM_BENCH_SANDBOX_ORIGIN: string;

const baseUrl = SAHM_BENCH_CLIENT_ORIGIN;
const sandbox = SAHM_BENCH_SANDBOX_ORIGIN;

/** As ABP's application template configures its Angular client, pointed at the bench's sandbox. */
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
