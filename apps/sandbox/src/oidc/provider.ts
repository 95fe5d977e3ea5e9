import { randomBytes } from 'node:crypto';
import Provider, {
  type Client,
  type ClientMetadata,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import {
  ABP_ANGULAR_CLIENT_ID,
  API_RESOURCE,
  API_SCOPE,
  DEFAULT_TOKEN_LIFETIMES,
  DEVELOPMENT_BFF_CLIENT_SECRET,
  type SandboxConfig,
} from '../config';
import {
  escapeHtml,
  PAGE_TEXTS,
  pageSecurityHeaders,
  pickPageLanguage,
  renderPage,
} from '../pages';
import { claimsOf, type AccountDirectory } from './accounts';
import { createSigningKeys } from './keys';
import { portalOrigins, type PortalOrigins } from '../portal-origins';
import type { SignInGuard } from '../security/sign-in-guard';
import { registerPasswordGrant } from './password-grant';
import {
  clientMetadata,
  fillOrigin,
  readPortalClients,
  type PortalClient,
  type PortalClientsFile,
} from './portal-clients';

const OIDC_SCOPES = ['openid', 'offline_access', 'profile', 'email', 'phone', 'roles'];

// Paths as OpenIddict (ABP's provider) names them, so the portal meets the same discovery document.
const ROUTES = {
  authorization: '/connect/authorize',
  token: '/connect/token',
  revocation: '/connect/revocat',
  end_session: '/connect/logout',
  userinfo: '/connect/userinfo',
  jwks: '/.well-known/jwks',
};

export const INTERACTION_PATH = '/account/interaction';
export const TOKEN_PATH = ROUTES.token;

export function createProvider(
  config: SandboxConfig,
  accounts: AccountDirectory,
  signInGuard: SignInGuard,
): Provider {
  const origins = portalOrigins(config.portalOrigins);
  const { accessTokenSeconds, refreshTokenSeconds } =
    config.tokenLifetimes ?? DEFAULT_TOKEN_LIFETIMES;
  const abpAngularOrigins = config.abpAngularOrigins ?? [];
  // The portal's clients, as a backend registers them (docs/openiddict-clients.json, ADR 0499).
  const portal = config.portalClients ?? readPortalClients();
  checkScopes(portal);
  const bffSecret = config.bffClientSecret ?? DEVELOPMENT_BFF_CLIENT_SECRET;

  const configuration: Configuration = {
    clients: [
      ...portal.clients.map((client) =>
        clientMetadata(client, origins.concrete, portal.apiScope, bffSecret),
      ),
      ...(abpAngularOrigins.length > 0 ? [abpAngularClient(abpAngularOrigins)] : []),
    ],
    routes: ROUTES,
    responseTypes: ['code'],
    jwks: createSigningKeys(),
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    scopes: OIDC_SCOPES,
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      email: ['email', 'email_verified'],
      phone: ['phone_number', 'phone_number_verified'],
      roles: ['role', 'tenantid'],
    },
    conformIdTokenClaims: false,
    extraParams: {
      // oidc-provider runs every extra parameter's check on each authorization request, right
      // after its scope check: the one hook where the dropped `offline_access` can be put back.
      __tenant: keepRequestedOfflineAccess,
      culture: null,
      'ui-culture': null,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        // A client may revoke only the tokens it was issued.
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      resourceIndicators: {
        enabled: true,
        // The portal never sends `resource` (ABP's clients don't): every token is for our API.
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== API_RESOURCE) throw new Error('unknown resource');
          return {
            scope: API_SCOPE,
            audience: API_SCOPE,
            accessTokenFormat: 'opaque',
            accessTokenTTL: accessTokenSeconds,
          };
        },
      },
    },
    // OpenIddict issues a refresh token only when the principal holds `offline_access`
    // (OpenIddictServerHandlers.EvaluateGeneratedTokens; ABP's AuthorizeController copies the
    // request's scopes to the principal), kept on the code by keepRequestedOfflineAccess.
    issueRefreshToken: (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') && code.scopes.has('offline_access'),
    // Stricter than OpenIddict: a code-flow chain still ends with the provider session, as it did
    // before `offline_access` was kept (docs/adr/0004-token-storage.md).
    expiresWithSession: () => true,
    rotateRefreshToken: true,
    ttl: {
      AccessToken: accessTokenSeconds,
      AuthorizationCode: 60,
      IdToken: accessTokenSeconds,
      Interaction: 600,
      Session: refreshTokenSeconds,
      Grant: refreshTokenSeconds,
      RefreshToken: refreshTokenSeconds,
    },
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    // The portal is first-party: grant its scopes without a consent screen.
    loadExistingGrant: async (ctx) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) {
        const grant = await ctx.oidc.provider.Grant.find(existing);
        if (grant) return grant;
      }
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope(OIDC_SCOPES.join(' '));
      grant.addResourceScope(API_RESOURCE, API_SCOPE);
      await grant.save();
      return grant;
    },
    findAccount: (_ctx, id) => {
      const user = accounts.findUserById(id);
      if (!user) return undefined;
      return { accountId: id, claims: () => ({ ...claimsOf(user), sub: id }) };
    },
    clientBasedCORS: (_ctx, origin, client) =>
      client.clientId === ABP_ANGULAR_CLIENT_ID
        ? abpAngularOrigins.includes(origin)
        : origins.allows(origin),
    renderError: (ctx, out) => {
      const language = pickPageLanguage(undefined, ctx.get('cookie'));
      const nonce = randomBytes(16).toString('base64');
      ctx.set(pageSecurityHeaders(nonce));
      ctx.type = 'html';
      ctx.body = renderPage({
        language,
        nonce,
        title: PAGE_TEXTS[language].errorTitle,
        body: `<h1>${escapeHtml(PAGE_TEXTS[language].errorTitle)}</h1><p>${escapeHtml(out.error)}: ${escapeHtml(out.error_description)}</p>`,
      });
    },
  };

  const provider = new Provider(config.origin, configuration);
  allowTenantSubdomains(provider, origins, portal.clients);
  provider.use(fixRevocationContentType);
  registerPasswordGrant(provider, accounts, signInGuard, accessTokenSeconds);
  return provider;
}

/**
 * OpenIddict grants `offline_access` whenever a client allowed refresh tokens asks for it, where
 * oidc-provider's checkScope drops it from an authorization request without `prompt=consent`: it
 * is put back from the raw request, so the code, and the tokens it buys, carry it as ABP's do.
 */
function keepRequestedOfflineAccess(ctx: KoaContextWithOIDC, _value: unknown, client: Client) {
  const { params, body } = ctx.oidc;
  if (!params || !client.grantTypeAllowed('refresh_token')) return;
  const raw = ctx.method === 'POST' ? body?.['scope'] : ctx.query['scope'];
  const requested = typeof raw === 'string' ? raw.split(' ') : [];
  const kept = typeof params['scope'] === 'string' ? params['scope'].split(' ') : [];
  if (requested.includes('offline_access') && !kept.includes('offline_access')) {
    params['scope'] = [...kept, 'offline_access'].join(' ');
  }
}

/** Every scope of the file is one the provider serves: an OpenID scope or the API's. */
function checkScopes(portal: PortalClientsFile): void {
  if (portal.apiScope !== API_SCOPE) {
    throw new Error(`docs/openiddict-clients.json: the API scope is ${API_SCOPE}.`);
  }
  for (const client of portal.clients) {
    for (const scope of client.scopes) {
      if (scope !== API_SCOPE && !OIDC_SCOPES.includes(scope)) {
        throw new Error(
          `docs/openiddict-clients.json: ${client.clientId}: unknown scope ${scope}.`,
        );
      }
    }
  }
}

/**
 * ABP's Angular client as ABP's OpenIddictDataSeedContributor registers `<App>_App`: public, code +
 * PKCE with refresh tokens, its root URL as both redirect and post-logout URI (its environment's
 * `redirectUri: baseUrl`).
 */
function abpAngularClient(origins: string[]): ClientMetadata {
  return {
    client_id: ABP_ANGULAR_CLIENT_ID,
    client_name: "ABP's Angular client (test fixture)",
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: origins,
    post_logout_redirect_uris: origins,
  };
}

// The revocation endpoint answers an empty text/plain 200, which oidc-client-ts rejects.
async function fixRevocationContentType(ctx: KoaContextWithOIDC, next: () => Promise<void>) {
  await next();
  if (ctx.path === ROUTES.revocation && ctx.status === 200) {
    ctx.type = 'application/json';
    ctx.body = '{}';
  }
}

// RP-initiated logout is confirmed by a form the page submits itself: the portal already asked.
async function logoutSource(ctx: KoaContextWithOIDC, form: string) {
  const language = pickPageLanguage(undefined, ctx.get('cookie'));
  const t = PAGE_TEXTS[language];
  const nonce = randomBytes(16).toString('base64');
  ctx.set(pageSecurityHeaders(nonce));
  ctx.type = 'html';
  const confirmedForm = form.replace(
    '</form>',
    `<input type="hidden" name="logout" value="yes"><noscript><button type="submit">${escapeHtml(t.signOut)}</button></noscript></form>`,
  );
  ctx.body = renderPage({
    language,
    nonce,
    title: t.signOut,
    body: `<p>${escapeHtml(t.signingOut)}</p>${confirmedForm}`,
    script: 'document.forms[0].submit();',
  });
}

async function postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
  const language = pickPageLanguage(undefined, ctx.get('cookie'));
  const t = PAGE_TEXTS[language];
  const nonce = randomBytes(16).toString('base64');
  ctx.set(pageSecurityHeaders(nonce));
  ctx.type = 'html';
  ctx.body = renderPage({
    language,
    nonce,
    title: t.signedOut,
    body: `<h1>${escapeHtml(t.signedOut)}</h1>`,
  });
}

/**
 * ABP's wildcard domains (AbpOpenIddictWildcardDomainOptions; oidc-provider's redirect-URI recipe):
 * beside the registered URIs, the file's redirect and post-logout URIs filled for any origin the
 * `{0}` patterns admit, exactly. Stricter than ABP's, which matches a format as a prefix and for
 * every client (AbpOpenIddictWildcardDomainBase.CheckWildcardDomainAsync): each client keeps to its
 * own URIs, and ABP's Angular client to its registered ones.
 */
function allowTenantSubdomains(
  provider: Provider,
  origins: PortalOrigins,
  clients: readonly PortalClient[],
): void {
  const byId = new Map(clients.map((client) => [client.clientId, client]));
  const onAPortalOrigin = (value: string, templates: readonly string[]) => {
    let origin: string;
    try {
      origin = new URL(value).origin;
    } catch {
      return false;
    }
    return (
      origins.allows(origin) && templates.some((template) => fillOrigin(template, origin) === value)
    );
  };
  const prototype = provider.Client.prototype;
  const { redirectUriAllowed, postLogoutRedirectUriAllowed } = prototype;
  prototype.redirectUriAllowed = function (value: string) {
    const client = byId.get(this.clientId);
    return (
      redirectUriAllowed.call(this, value) ||
      (client !== undefined && onAPortalOrigin(value, client.redirectUris))
    );
  };
  prototype.postLogoutRedirectUriAllowed = function (value: string) {
    const client = byId.get(this.clientId);
    return (
      postLogoutRedirectUriAllowed.call(this, value) ||
      (client !== undefined && onAPortalOrigin(value, client.postLogoutRedirectUris))
    );
  };
}
