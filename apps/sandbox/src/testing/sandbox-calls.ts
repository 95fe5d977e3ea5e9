import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { PORTAL_CALLBACK_PATH, PORTAL_CLIENT_ID } from '../config';

/** The scope the portal asks for (env.json): the OpenID scopes and the API's. */
export const PORTAL_SCOPE = 'openid profile email roles offline_access Sahm';

interface CallOptions extends RequestInit {
  token?: string;
  tenant?: string;
  headers?: Record<string, string>;
}

/** Calls a test sandbox as the portal does: the password grant, then the API with the token. */
export function sandboxCalls(origin: string) {
  async function passwordGrant(
    username: string,
    password: string,
    { tenant, scope = PORTAL_SCOPE }: { tenant?: string; scope?: string } = {},
  ) {
    const response = await fetch(`${origin}/connect/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(tenant ? { __tenant: tenant } : {}),
      },
      body: new URLSearchParams({
        client_id: PORTAL_CLIENT_ID,
        grant_type: 'password',
        username,
        password,
        scope,
      }).toString(),
    });
    return { response, json: (await response.json()) as Record<string, string> };
  }

  async function tokenFor(username: string, tenant?: string): Promise<string> {
    const { response, json } = await passwordGrant(username, '1q2w3E*', { tenant });
    if (response.status !== 200) throw new Error(`${username} could not sign in: ${json.error}`);
    return json.access_token!;
  }

  function api(path: string, { token, tenant, headers, ...init }: CallOptions = {}) {
    return fetch(`${origin}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(tenant ? { __tenant: tenant } : {}),
        ...headers,
      },
    });
  }

  /** The test hooks' reset, as the e2e suite calls it before each test. */
  const reset = () => fetch(`${origin}/__sandbox/reset`, { method: 'POST' });

  return { passwordGrant, tokenFor, api, reset };
}

/**
 * A request with its path sent exactly as written: `fetch` would resolve `./`, `../` and
 * backslashes first, as a browser does, so only this reaches the server with a raw path.
 */
export function rawRequest(
  origin: string,
  method: string,
  rawPath: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        hostname,
        port,
        method,
        path: rawPath,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The provider's login form for a fresh code-flow sign-in: its address and the cookies it needs. */
export async function openLoginForm(origin: string, portal: string, { tenant = '' } = {}) {
  const authorize = new URL('/connect/authorize', origin);
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url'));
  Object.entries({
    client_id: PORTAL_CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${portal}${PORTAL_CALLBACK_PATH}`,
    scope: PORTAL_SCOPE,
    state: 'state',
    code_challenge: challenge.digest('base64url'),
    code_challenge_method: 'S256',
    ui_locales: 'en',
    ...(tenant ? { __tenant: tenant } : {}),
  }).forEach(([name, value]) => authorize.searchParams.set(name, value));
  const started = await fetch(authorize, { redirect: 'manual' });
  const cookie = started.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const form = new URL(started.headers.get('location') ?? '', origin);
  /** Posts the form as a browser would. */
  const submit = (username: string, password: string) =>
    fetch(`${form.href}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ username, password }).toString(),
    });
  return { submit };
}
