import { randomBytes } from 'node:crypto';
import { errors, type TokenEndpointGrantContext } from 'oidc-provider';
import type Provider from 'oidc-provider';
import { API_RESOURCE, API_SCOPE } from '../config';
import type { SignInGuard } from '../security/sign-in-guard';
import { claimsOf, type AccountDirectory } from './accounts';

/** OpenID scopes a password-grant token may carry; the API scope is added on top (SPEC §9). */
export const PASSWORD_GRANT_OIDC_SCOPES = [
  'openid',
  'offline_access',
  'profile',
  'email',
  'phone',
  'roles',
];
const PASSWORD_GRANT_PARAMETERS = ['username', 'password', 'scope', 'resource', '__tenant'];
const GRANT_TYPE = 'password';
const TENANT_KEY = '__tenant';

// The provider filters id-token claims by this runtime property; @types/oidc-provider omits it.
type IdTokenWithScope = InstanceType<Provider['IdToken']> & { scope?: string };

interface PasswordGrantParams {
  username?: string;
  password?: string;
  __tenant?: string;
}

/**
 * The resource owner password grant of SPEC §4's password mode (ABP's `/connect/token` with
 * `grant_type=password`). oidc-provider has no built-in one and keeps its token helpers private,
 * so this builds the Grant, AccessToken, RefreshToken and IdToken itself.
 */
export function registerPasswordGrant(
  provider: Provider,
  accounts: AccountDirectory,
  signInGuard: SignInGuard,
  accessTokenSeconds: number,
): void {
  provider.registerGrantType<PasswordGrantParams>(
    GRANT_TYPE,
    (ctx) => issuePasswordTokens(ctx, accounts, signInGuard, accessTokenSeconds),
    PASSWORD_GRANT_PARAMETERS,
  );
}

// ABP 9's TokenController.HandlePasswordAsync (Volo.Abp.OpenIddict.AspNetCore, Controllers/
// TokenController.Password.cs) answers every refusal `invalid_grant` with these fixed English
// descriptions, or with the AbpErrorDescriptionConsts names and their extra parameters.
export const PASSWORD_GRANT_REFUSALS = {
  invalid: 'Invalid username or password!',
  lockedOut:
    'The user account has been locked out due to invalid login attempts. Please wait a while and try again.',
  inactive: 'You are not allowed to login! Your account is inactive.',
  requiresConfirmUser: 'RequiresConfirmUser',
  requiresTwoFactor: 'RequiresTwoFactor',
} as const;

const refused = (description: string) =>
  new errors.CustomOIDCProviderError('invalid_grant', description);

/** ABP's `user.Id.ToString("N")`: the id's 32 hex digits without dashes. */
const guidN = (id: string) => id.replaceAll('-', '');

/**
 * A refusal that carries parameters besides the error (OpenIddict writes an
 * AuthenticationProperties' `parameters` into the error response): answered here, not thrown.
 */
function refuseWithParameters(
  ctx: TokenEndpointGrantContext<PasswordGrantParams>,
  description: string,
  parameters: Record<string, string>,
) {
  ctx.status = 400;
  ctx.body = { error: 'invalid_grant', error_description: description, ...parameters };
}

/** Too many failed attempts from one address: 429, with an OAuth error the client shows as is. */
function throttled(ctx: TokenEndpointGrantContext<PasswordGrantParams>, retryAfterSeconds: number) {
  ctx.set('Retry-After', String(retryAfterSeconds));
  const error = new errors.CustomOIDCProviderError(
    'temporarily_unavailable',
    `Too many failed sign-in attempts. Try again in ${retryAfterSeconds} seconds.`,
  );
  return Object.assign(error, { status: 429, statusCode: 429 });
}

function requestedScopes(scope: string | undefined): { oidc: string[]; api: boolean } {
  const requested = (scope ?? 'openid').split(' ').filter(Boolean);
  // The provider does not check scopes of custom grants: an unknown one is refused here.
  const unknown = requested.filter(
    (name) => name !== API_SCOPE && !PASSWORD_GRANT_OIDC_SCOPES.includes(name),
  );
  if (unknown.length > 0) {
    throw new errors.InvalidScope('requested scope is not allowed', unknown.join(' '));
  }
  return {
    oidc: requested.filter((name) => name !== API_SCOPE),
    api: requested.includes(API_SCOPE),
  };
}

function tenantIdOf(ctx: TokenEndpointGrantContext<PasswordGrantParams>): string | null {
  // ABP's client sends the tenant as a header; a form parameter is accepted as well.
  const value = ctx.get(TENANT_KEY) || ctx.oidc.params.__tenant || '';
  return value.trim() || null;
}

async function issuePasswordTokens(
  ctx: TokenEndpointGrantContext<PasswordGrantParams>,
  accounts: AccountDirectory,
  signInGuard: SignInGuard,
  accessTokenSeconds: number,
): Promise<void> {
  const { client, params, provider } = ctx.oidc;
  if (!client.grantTypeAllowed(GRANT_TYPE)) {
    throw new errors.UnauthorizedClient('the password grant is not allowed for this client');
  }
  const username = params.username ?? '';
  const password = params.password ?? '';
  if (!username || !password) {
    throw new errors.InvalidRequest('missing required parameter(s) (username, password)');
  }
  const scopes = requestedScopes(params.scope);

  const tenantId = tenantIdOf(ctx);
  const tenant = tenantId ? accounts.findTenantById(tenantId) : undefined;
  // ABP's TenantConfigurationProvider refuses an inactive tenant like an unknown one.
  if (tenantId && !tenant?.isActive) throw new errors.InvalidGrant('unknown tenant');
  const outcome = signInGuard.signIn({
    userNameOrEmail: username,
    password,
    tenantId: tenant?.id ?? null,
    clientAddress: ctx.ip,
  });
  if ('refusal' in outcome) {
    switch (outcome.refusal) {
      case 'throttled':
        throw throttled(ctx, outcome.retryAfterSeconds);
      case 'locked-out':
        throw refused(PASSWORD_GRANT_REFUSALS.lockedOut);
      case 'inactive':
        throw refused(PASSWORD_GRANT_REFUSALS.inactive);
      // TokenController.HandleConfirmUserAsync: an active user who must confirm an address first.
      case 'unconfirmed':
        refuseWithParameters(ctx, PASSWORD_GRANT_REFUSALS.requiresConfirmUser, {
          userId: guidN(outcome.user.id),
          email: outcome.user.email,
          phoneNumber: outcome.user.phoneNumber,
        });
        return;
      // TokenController.HandleTwoFactorLoginAsync without a code. The sandbox sends no codes and
      // takes no TwoFactorCode (an unknown parameter), so the token only names the step.
      case 'requires-two-factor':
        refuseWithParameters(ctx, PASSWORD_GRANT_REFUSALS.requiresTwoFactor, {
          userId: guidN(outcome.user.id),
          twoFactorToken: randomBytes(32).toString('base64url'),
        });
        return;
      default:
        throw refused(PASSWORD_GRANT_REFUSALS.invalid);
    }
  }
  const { user } = outcome;

  const grant = new provider.Grant({ clientId: client.clientId, accountId: user.id });
  grant.addOIDCScope(scopes.oidc.join(' '));
  if (scopes.api) grant.addResourceScope(API_RESOURCE, API_SCOPE);
  const grantId = await grant.save();
  ctx.oidc.entity('Grant', grant);

  const accessToken = new provider.AccessToken({
    accountId: user.id,
    client,
    grantId,
    gty: GRANT_TYPE,
    scope: scopes.api ? API_SCOPE : undefined,
  });
  if (scopes.api) {
    accessToken.resourceServer = new provider.ResourceServer(API_RESOURCE, {
      scope: API_SCOPE,
      audience: API_SCOPE,
      accessTokenFormat: 'opaque',
      accessTokenTTL: accessTokenSeconds,
    });
  }
  ctx.oidc.entity('AccessToken', accessToken);
  const accessTokenValue = await accessToken.save();

  // The refresh token's scope must include the API scope, or a refresh answers an empty scope.
  const refreshScope = [...scopes.oidc, ...(scopes.api ? [API_SCOPE] : [])].join(' ');
  let refreshTokenValue: string | undefined;
  // OpenIddict (ABP's TokenController.HandlePasswordAsync sets the principal's scopes to the
  // request's) issues a refresh token only for `offline_access`: OpenIddictServerHandlers'
  // EvaluateGeneratedTokens checks Principal.HasScope(Scopes.OfflineAccess).
  if (client.grantTypeAllowed('refresh_token') && scopes.oidc.includes('offline_access')) {
    const refreshToken = new provider.RefreshToken({
      accountId: user.id,
      client,
      grantId,
      gty: GRANT_TYPE,
      scope: refreshScope,
      rotations: 0,
      ...(scopes.api ? { resource: API_RESOURCE } : {}),
    });
    ctx.oidc.entity('RefreshToken', refreshToken);
    refreshTokenValue = await refreshToken.save();
  }

  let idTokenValue: string | undefined;
  if (scopes.oidc.includes('openid')) {
    const oidcScope = scopes.oidc.join(' ');
    const idToken: IdTokenWithScope = new provider.IdToken({ ...claimsOf(user) }, { ctx });
    idToken.scope = oidcScope;
    idTokenValue = await idToken.issue({ use: 'idtoken' });
  }

  ctx.body = {
    access_token: accessTokenValue,
    token_type: 'Bearer',
    expires_in: accessToken.expiration,
    scope: refreshScope,
    ...(refreshTokenValue ? { refresh_token: refreshTokenValue } : {}),
    ...(idTokenValue ? { id_token: idTokenValue } : {}),
  };
}
