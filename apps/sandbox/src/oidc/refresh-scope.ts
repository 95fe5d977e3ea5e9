import express, { type RequestHandler } from 'express';

const parseForm = express.urlencoded({ extended: false });

/**
 * OpenIddict, ABP's provider, grants `offline_access` when a client asks for it, and ABP's Angular
 * client (angular-oauth2-oidc's refreshToken) names its configured scope, `offline_access` included,
 * on every refresh. The sandbox never grants it (docs/adr/0004-token-storage.md), so oidc-provider
 * would refuse that refresh with invalid_scope where ABP answers with tokens: the scope is taken out
 * of refresh requests only. Any other scope the refresh token lacks is still refused, as ABP does.
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
