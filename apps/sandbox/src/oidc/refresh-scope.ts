import express, { type RequestHandler } from 'express';

const parseForm = express.urlencoded({ extended: false });

/**
 * OpenIddict, ABP's provider, grants `offline_access` when a client asks for it, and ABP's Angular
 * client (angular-oauth2-oidc's refreshToken) names its configured scope, `offline_access` included,
 * on every refresh. A refresh token the sandbox issues now carries it (it is issued only for it:
 * ./provider.ts, ./password-grant.ts), so such a refresh is within its scope; taking the scope out
 * of refresh requests is kept as a guard, so that oidc-provider never refuses that refresh with
 * invalid_scope where ABP answers with tokens. Any other scope the refresh token lacks is still
 * refused, as ABP does.
 */
export const acceptOfflineAccessOnRefresh: RequestHandler[] = [
  parseForm,
  (req, _res, next) => {
    const body = req.body as Record<string, unknown> | undefined;
    if (body?.grant_type === 'refresh_token' && typeof body.scope === 'string') {
      body.scope = body.scope
        .split(' ')
        .filter((scope) => scope && scope !== 'offline_access')
        .join(' ');
    }
    next();
  },
];
