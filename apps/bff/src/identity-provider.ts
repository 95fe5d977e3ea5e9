import * as oidc from 'openid-client';
import type { BffConfig } from './config';
import type { TokenSet } from './session';

export interface SignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The BFF's side of the provider: a confidential client (HTTP Basic) with code flow and PKCE. */
export interface IdentityProvider {
  authorizationUrl(parameters: Record<string, string>): Promise<URL>;
  /** Checks state, issuer and nonce, then redeems the code with the PKCE verifier. */
  redeemCode(
    callbackUrl: URL,
    checks: SignInChecks,
  ): Promise<{ tokens: TokenSet; claims: Record<string, unknown> }>;
  refresh(refreshToken: string): Promise<TokenSet>;
  revoke(token: string, hint: 'refresh_token' | 'access_token'): Promise<void>;
  /** The provider's end-session page, or null when it has none. */
  endSessionUrl(parameters: Record<string, string>): Promise<URL | null>;
}

// Seconds before a provider that does not answer counts as unreachable.
const PROVIDER_TIMEOUT_SECONDS = 10;

export function createIdentityProvider(
  config: BffConfig,
  fetchImpl: typeof fetch,
): IdentityProvider {
  let discovered: Promise<oidc.Configuration> | null = null;
  // Discovered on first need, and again after a failure: the BFF starts while the provider is down.
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        config.issuer,
        config.clientId,
        undefined,
        oidc.ClientSecretBasic(config.clientSecret),
        {
          // openid-client's body type is wider than the DOM's, though fetch takes every one.
          [oidc.customFetch]: (url, options) => fetchImpl(url, options as RequestInit),
          timeout: PROVIDER_TIMEOUT_SECONDS,
          execute: isLoopback(config.issuer) ? [oidc.allowInsecureRequests] : [],
        },
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };

  return {
    authorizationUrl: async (parameters) =>
      oidc.buildAuthorizationUrl(await configuration(), parameters),
    async redeemCode(callbackUrl, { state, nonce, codeVerifier }) {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        expectedState: state,
        expectedNonce: nonce,
        pkceCodeVerifier: codeVerifier,
        idTokenExpected: true,
      });
      return { tokens: tokenSet(tokens), claims: { ...tokens.claims() } };
    },
    refresh: async (refreshToken) =>
      tokenSet(await oidc.refreshTokenGrant(await configuration(), refreshToken)),
    revoke: async (token, hint) =>
      oidc.tokenRevocation(await configuration(), token, { token_type_hint: hint }),
    async endSessionUrl(parameters) {
      const current = await configuration();
      if (!current.serverMetadata().end_session_endpoint) return null;
      return oidc.buildEndSessionUrl(current, parameters);
    },
  };
}

/** Who failed a provider call: it said no (an OAuth error), or nobody answered. */
export type ProviderFailure = 'refused' | 'unreachable';

// OAuth error codes that report trouble on the provider's side, not a refusal (as ADR 0411).
const PROVIDER_TROUBLE_ERRORS = new Set(['server_error', 'temporarily_unavailable']);

/**
 * Only an OAuth error answer (`invalid_grant`, `invalid_client`…) refuses; a network failure, a
 * time-out or a 5xx without an OAuth body is no refusal, as the platform's
 * `classifyRefreshFailure` decides for the browser mode (ADR 0411).
 */
export function classifyProviderFailure(error: unknown): ProviderFailure {
  if (error instanceof oidc.AuthorizationResponseError) return 'refused';
  if (error instanceof oidc.ResponseBodyError) {
    return PROVIDER_TROUBLE_ERRORS.has(error.error) || error.status >= 500
      ? 'unreachable'
      : 'refused';
  }
  return 'unreachable';
}

/** A short, token-free name for a failure, fit for a log line. */
export function failureCode(error: unknown): string {
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) {
    return error.error;
  }
  if (error instanceof oidc.ClientError && error.code) return error.code;
  return error instanceof Error ? error.name : 'unknown';
}

function tokenSet(response: oidc.TokenEndpointResponse): TokenSet {
  return {
    access_token: response.access_token,
    expires_in: response.expires_in,
    refresh_token: response.refresh_token,
    id_token: response.id_token,
  };
}

// Plain HTTP to the provider only on this machine (the sandbox); openid-client refuses it elsewhere.
function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
