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

export const PORTAL_CLIENT_ID = 'Sahm_App';
/** The API's scope: what the portal asks for beside the OpenID scopes (SPEC §9 "the app scope"). */
export const API_SCOPE = 'Sahm';
/** Resource indicator of the API; access tokens are issued for it. */
export const API_RESOURCE = 'urn:sahm:api';
/** Paths on the portal that the provider redirects back to. */
export const PORTAL_CALLBACK_PATH = '/signin-callback';

export function readSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const port = Number(env.SANDBOX_PORT ?? 44320);
  const portalPort = Number(env.PORTAL_PORT ?? 4200);
  const portalOrigins = (
    env.PORTAL_ORIGINS ?? `http://localhost:${portalPort},http://{0}.localhost:${portalPort}`
  )
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    port,
    origin: env.SANDBOX_ORIGIN ?? `http://localhost:${port}`,
    portalOrigins,
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

function readSeconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds <= 0) {
    throw new Error(`${name} must be a whole number of seconds above zero (got "${raw}").`);
  }
  return seconds;
}
