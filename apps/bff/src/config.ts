// The BFF's settings, all from the environment (apps/bff/README.md lists them).
export interface BffConfig {
  /** The identity provider (ABP: the OpenIddict auth server). */
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** What the BFF asks for: the OpenID scopes, `offline_access` and the API's scope. */
  scope: string;
  /** The ABP API's base URL: `/api/*` is forwarded to it. */
  apiUrl: URL;
  /** Origins the portal (and so the BFF) is served on; `{0}` stands for a tenant. */
  publicOrigins: string[];
  /** Keys sealing the cookies: the first seals, every one is tried for reading (rotation). */
  cookieKeys: Uint8Array[];
  /** The longest a session lives, signed in once, however often its tokens are renewed. */
  sessionSeconds: number;
  host: string;
  port: number;
  /** Behind a reverse proxy: the public host and scheme come from X-Forwarded-Host/-Proto. */
  trustProxy: boolean;
}

/** The API's scope beside the OpenID ones, as the portal's env.json asks (SPEC §9). */
export const DEFAULT_SCOPE = 'openid profile email phone roles offline_access Sahm';
export const DEFAULT_CLIENT_ID = 'Sahm_Bff';
/** As the sandbox's grants and refresh tokens (8 hours). */
export const DEFAULT_SESSION_SECONDS = 8 * 60 * 60;
export const DEFAULT_PORT = 44330;

export function readBffConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  return {
    issuer: readUrl(env, 'BFF_ISSUER'),
    clientId: env.BFF_CLIENT_ID || DEFAULT_CLIENT_ID,
    clientSecret: required(env, 'BFF_CLIENT_SECRET'),
    scope: env.BFF_SCOPE || DEFAULT_SCOPE,
    apiUrl: readUrl(env, 'BFF_API_URL'),
    publicOrigins: readList(required(env, 'BFF_PUBLIC_ORIGINS')),
    cookieKeys: readList(required(env, 'BFF_COOKIE_KEYS')).map(readKey),
    sessionSeconds: readWhole(env, 'BFF_SESSION_SECONDS', DEFAULT_SESSION_SECONDS),
    host: env.BFF_HOST || '127.0.0.1',
    port: readWhole(env, 'BFF_PORT', DEFAULT_PORT),
    trustProxy: readFlag(env, 'BFF_TRUST_PROXY'),
  };
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required (apps/bff/README.md).`);
  return value;
}

function readUrl(env: NodeJS.ProcessEnv, name: string): URL {
  const raw = required(env, name);
  try {
    return new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL (got "${raw}").`);
  }
}

function readList(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A key is 32 random bytes in base64url (A256GCM). */
function readKey(raw: string): Uint8Array {
  const key = Buffer.from(raw, 'base64url');
  if (key.length !== 32) {
    throw new Error('Each BFF_COOKIE_KEYS entry must be 32 bytes in base64url.');
  }
  return new Uint8Array(key);
}

function readWhole(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a whole number above zero (got "${raw}").`);
  }
  return value;
}

function readFlag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new Error(`${name} is 1 or 0 (got "${env[name]}").`);
}
