import { readFileSync } from 'node:fs';
import type { ClientMetadata } from 'oidc-provider';

/**
 * The portal's OpenIddict clients as docs/openiddict-clients.json describes them: what a backend
 * registers (docs/deploy.md, "Registering the portal with ABP") and what the sandbox registers, from
 * the same file so the two cannot drift (docs/adr/0499).
 */
export interface PortalClientsFile {
  /** The API's scope, the one beside the OpenID scopes (ABP's template names it after the app). */
  apiScope: string;
  clients: PortalClient[];
}

export interface PortalClient {
  clientId: string;
  /** Which of the portal's modes signs in with it (docs/adr/0461). */
  mode: 'browser' | 'bff';
  displayName: string;
  /** OpenIddict's client types: a public client has no secret, a confidential one must. */
  type: 'public' | 'confidential';
  /** Always `implicit`: the portal is first-party, no consent screen (as ABP's template clients). */
  consentType: 'implicit';
  /** Where a confidential client's secret comes from: environment variable names, never a value. */
  secret?: { provider: string; bff: string };
  grantTypes: string[];
  /** What the client may ask for; `openid` and `offline_access` included (OpenIddict's protocol scopes). */
  scopes: string[];
  /** Templates over `{origin}`, each of the portal's origins (`{0}` in one: a tenant sub-domain). */
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  clientUri: string;
}

export const PORTAL_CLIENTS_FILE = new URL(
  '../../../../docs/openiddict-clients.json',
  import.meta.url,
);

const ORIGIN = '{origin}';
/** The grant types the sandbox serves (`password`: ./password-grant.ts). */
const GRANT_TYPES = new Set(['authorization_code', 'refresh_token', 'password']);

/** Reads and checks the file: a value the sandbox cannot honour fails start-up, never is ignored. */
export function readPortalClients(file: URL = PORTAL_CLIENTS_FILE): PortalClientsFile {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as PortalClientsFile;
  checkPortalClients(parsed);
  return parsed;
}

export function checkPortalClients(file: PortalClientsFile): void {
  const fail = (message: string): never => {
    throw new Error(`docs/openiddict-clients.json: ${message}`);
  };
  if (typeof file.apiScope !== 'string' || !file.apiScope) fail('apiScope is required.');
  if (!Array.isArray(file.clients) || file.clients.length === 0) fail('clients is required.');
  for (const client of file.clients) {
    const name = client.clientId;
    if (client.type === 'public' && client.secret) fail(`${name}: a public client has no secret.`);
    if (client.type === 'confidential' && !(client.secret?.provider && client.secret.bff)) {
      fail(`${name}: a confidential client names its secret's environment variables.`);
    }
    if (client.type !== 'public' && client.type !== 'confidential') fail(`${name}: type?`);
    if (client.consentType !== 'implicit') fail(`${name}: the sandbox has no consent screen.`);
    for (const grantType of client.grantTypes) {
      if (!GRANT_TYPES.has(grantType)) fail(`${name}: grant type ${grantType} is not served.`);
    }
    for (const template of [
      ...client.redirectUris,
      ...client.postLogoutRedirectUris,
      client.clientUri,
    ]) {
      if (!template.startsWith(ORIGIN)) fail(`${name}: ${template} does not start with ${ORIGIN}.`);
    }
  }
}

/** A template filled for one origin. */
export function fillOrigin(template: string, origin: string): string {
  return template.replaceAll(ORIGIN, origin);
}

/**
 * oidc-provider's metadata for one client on the portal's concrete origins (those with `{0}` are
 * admitted by the wildcard check in ./provider.ts). `scope` keeps the client to its scopes, as
 * OpenIddict's scope permissions do; the API scope is granted through its resource indicator.
 */
export function clientMetadata(
  client: PortalClient,
  concreteOrigins: readonly string[],
  apiScope: string,
  secret: string,
): ClientMetadata {
  const onEachOrigin = (templates: string[]) =>
    concreteOrigins.flatMap((origin) => templates.map((template) => fillOrigin(template, origin)));
  return {
    client_id: client.clientId,
    client_name: client.displayName,
    ...(client.type === 'confidential'
      ? { client_secret: secret, token_endpoint_auth_method: 'client_secret_basic' }
      : // A browser app cannot keep a secret: a public client, protected by PKCE.
        { token_endpoint_auth_method: 'none' }),
    grant_types: client.grantTypes,
    response_types: client.grantTypes.includes('authorization_code') ? ['code'] : [],
    scope: client.scopes.filter((scope) => scope !== apiScope).join(' '),
    redirect_uris: onEachOrigin(client.redirectUris),
    post_logout_redirect_uris: onEachOrigin(client.postLogoutRedirectUris),
  };
}
