import type { PortalClientsFile } from './oidc/portal-clients';

// Where the sandbox listens and whom it trusts. Every value can be overridden from the environment
// so Playwright, `pnpm start` and a production-like preview can run side by side.
export interface SandboxConfig {
  /** Port on 127.0.0.1. */
  port: number;
  /** Public origin of the sandbox: the OIDC issuer and the API base URL. */
  origin: string;
  /** Origins the portal is served from; `{0}` stands for a tenant (http://{0}.localhost:4200). */
  portalOrigins: string[];
  /** How long issued tokens live; `DEFAULT_TOKEN_LIFETIMES` when left out. */
  tokenLifetimes?: TokenLifetimes;
  /** Origins of ABP's own Angular client (e2e/abp-angular); none when left out. */
  abpAngularOrigins?: string[];
  /**
   * The test hooks (`/__sandbox/*`, `/api/__mocks/*`: reset, fault switch, sent mails), for a test
   * run only (SANDBOX_TEST_HOOKS=1; ADR 0450). Off when left out: they answer 404.
   */
  testHooks?: boolean;
  /** The BFF's client secret (apps/bff); `DEVELOPMENT_BFF_CLIENT_SECRET` when left out. */
  bffClientSecret?: string;
  /** The portal's clients; docs/openiddict-clients.json when left out (a test may pass another). */
  portalClients?: PortalClientsFile;
}

/** Token lifetimes in seconds (SANDBOX_ACCESS_TOKEN_SECONDS, SANDBOX_REFRESH_TOKEN_SECONDS). */
export interface TokenLifetimes {
  /** Access and id tokens. */
  accessTokenSeconds: number;
  /** Refresh tokens, and the grant and provider session they live on. */
  refreshTokenSeconds: number;
}

/** 5 minutes: short enough for the e2e's refresh and idle tests, which fast-forward across it. */
export const DEFAULT_TOKEN_LIFETIMES: TokenLifetimes = {
  accessTokenSeconds: 300,
  refreshTokenSeconds: 8 * 60 * 60,
};

// The ids and paths below are what the portal and the BFF send; the clients themselves are
// registered from docs/openiddict-clients.json (oidc/portal-clients.test.ts keeps the two equal).
export const PORTAL_CLIENT_ID = 'Sahm_App';
/** The API's scope: what the portal asks for beside the OpenID scopes (SPEC §9 "the app scope"). */
export const API_SCOPE = 'Sahm';
/** Resource indicator of the API; access tokens are issued for it. */
export const API_RESOURCE = 'urn:sahm:api';
/** Paths on the portal that the provider redirects back to. */
export const PORTAL_CALLBACK_PATH = '/signin-callback';
/** ABP's own Angular client, the test fixture in e2e/abp-angular (docs/adr/0370). */
export const ABP_ANGULAR_CLIENT_ID = 'Sahm_Angular';
/** Where the fixture is served by its Playwright run (playwright.abp-angular.config.ts). */
export const DEFAULT_ABP_ANGULAR_ORIGIN = 'http://localhost:4300';
/** The backend-for-frontend (apps/bff): a confidential client served on the portal's origins. */
export const BFF_CLIENT_ID = 'Sahm_Bff';
/** Where the provider sends the browser back to the BFF, on each portal origin. */
export const BFF_CALLBACK_PATH = '/bff/callback';
/** Published like the demo passwords: the sandbox is never deployed (ADR 0450). */
export const DEVELOPMENT_BFF_CLIENT_SECRET = 'sahm-bff-development-secret';

export function readSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const port = Number(env.SANDBOX_PORT ?? 44320);
  const portalPort = Number(env.PORTAL_PORT ?? 4200);
  const portalOrigins = readList(
    env.PORTAL_ORIGINS ?? `http://localhost:${portalPort},http://{0}.localhost:${portalPort}`,
  );
  return {
    port,
    origin: env.SANDBOX_ORIGIN ?? `http://localhost:${port}`,
    portalOrigins,
    abpAngularOrigins: readList(env.ABP_ANGULAR_ORIGINS ?? DEFAULT_ABP_ANGULAR_ORIGIN),
    testHooks: readFlag(env, 'SANDBOX_TEST_HOOKS'),
    bffClientSecret: env.SANDBOX_BFF_CLIENT_SECRET || DEVELOPMENT_BFF_CLIENT_SECRET,
    tokenLifetimes: {
      accessTokenSeconds: readSeconds(
        env,
        'SANDBOX_ACCESS_TOKEN_SECONDS',
        DEFAULT_TOKEN_LIFETIMES.accessTokenSeconds,
      ),
      refreshTokenSeconds: readSeconds(
        env,
        'SANDBOX_REFRESH_TOKEN_SECONDS',
        DEFAULT_TOKEN_LIFETIMES.refreshTokenSeconds,
      ),
    },
  };
}

function readList(raw: string): string[] {
  return raw
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/** `1` or `true` turns a flag on, nothing or `0`/`false` leaves it off; anything else is a mistake. */
function readFlag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new Error(`${name} is 1 or 0 (got "${env[name]}").`);
}

function readSeconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds <= 0) {
    throw new Error(`${name} must be a whole number of seconds above zero (got "${raw}").`);
  }
  return seconds;
}
