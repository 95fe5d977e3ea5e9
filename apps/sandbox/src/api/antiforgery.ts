import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';

/** ABP's sign-in cookie (scheme `Identity.Application`, named by ASP.NET Core's cookie prefix). */
export const ABP_AUTH_COOKIE = '.AspNetCore.Identity.Application';
/** Where ABP hands the request token to script (AbpAntiForgeryOptions.TokenCookie). */
export const XSRF_TOKEN_COOKIE = 'XSRF-TOKEN';
/** ASP.NET Core's HttpOnly half of the pair; its suffix is a hash of the application's name. */
export const ANTIFORGERY_COOKIE = '.AspNetCore.Antiforgery.SahmSandbox';
const REQUEST_TOKEN_HEADER = 'RequestVerificationToken';
// AbpAntiForgeryOptions.AutoValidateIgnoredHttpMethods.
const IGNORED_METHODS = new Set(['GET', 'HEAD', 'TRACE', 'OPTIONS']);
const APPLICATION_CONFIGURATION = '/api/abp/application-configuration';
const TEN_YEARS_MS = 3650 * 24 * 60 * 60 * 1000;

interface RequestToken {
  /** The security token the HttpOnly cookie holds. */
  securityToken: string;
  /** The user the token was issued to; '' when anonymous (DefaultAntiforgeryTokenGenerator). */
  userId: string;
}

function cookieOf(req: Request, name: string): string | null {
  for (const pair of (req.get('cookie') ?? '').split(';')) {
    const separatorAt = pair.indexOf('=');
    if (separatorAt > 0 && pair.slice(0, separatorAt).trim() === name) {
      return decodeURIComponent(pair.slice(separatorAt + 1).trim());
    }
  }
  return null;
}

/**
 * ABP's antiforgery check on the API (issue 28 A1; ADR 0492), as AbpAspNetCoreMvcModule registers
 * it for every controller:
 * - `GET application-configuration` issues the pair (AbpApplicationConfigurationController calls
 *   AntiForgeryManager.SetCookie): the HttpOnly, SameSite=Strict cookie if missing, and a request
 *   token bound to the caller in `XSRF-TOKEN` (SameSite=None, so Secure only over HTTPS, and
 *   browsers drop it over plain HTTP);
 * - a POST, PUT, PATCH or DELETE carrying ABP's sign-in cookie or `XSRF-TOKEN` (presence only;
 *   AbpValidateAntiforgeryTokenAuthorizationFilter.ShouldValidate) must carry a
 *   `RequestVerificationToken` that pairs with the HttpOnly cookie and names the current caller,
 *   else 400 with an empty body (AntiforgeryValidationFailedResult), before the handler runs.
 *   The header is never compared with `XSRF-TOKEN` itself.
 */
export function createAntiforgery(callerIdOf: (req: Request) => Promise<string | null>) {
  const key = randomBytes(32);
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  const seal = (payload: string) => `${payload}.${mac(payload)}`;
  function unseal(sealed: string | null | undefined): string | null {
    const dotAt = sealed?.lastIndexOf('.') ?? -1;
    if (!sealed || dotAt <= 0) return null;
    const payload = sealed.slice(0, dotAt);
    const given = Buffer.from(sealed.slice(dotAt + 1));
    const expected = Buffer.from(mac(payload));
    return given.length === expected.length && timingSafeEqual(given, expected) ? payload : null;
  }
  function readRequestToken(value: string | undefined): RequestToken | null {
    const payload = unseal(value);
    if (!payload) return null;
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString()) as RequestToken;
    } catch {
      return null;
    }
  }

  /** The pair's cookies for `userId`, set on `res`. */
  function storeTokens(req: Request, res: Response, userId: string | null) {
    let securityToken = unseal(cookieOf(req, ANTIFORGERY_COOKIE));
    if (!securityToken) {
      securityToken = randomBytes(16).toString('base64url');
      res.cookie(ANTIFORGERY_COOKIE, seal(securityToken), {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: req.secure,
      });
      res.set('X-Frame-Options', 'SAMEORIGIN');
    }
    const token: RequestToken = { securityToken, userId: userId ?? '' };
    res.cookie(XSRF_TOKEN_COOKIE, seal(Buffer.from(JSON.stringify(token)).toString('base64url')), {
      path: '/',
      expires: new Date(Date.now() + TEN_YEARS_MS),
      sameSite: 'none',
      secure: req.secure,
    });
    res.set({ 'Cache-Control': 'no-cache, no-store', Pragma: 'no-cache' });
  }

  // Only once the controller runs: a request ABP's middleware refuses first (a tenant that does
  // not resolve) never reaches the action that sets the cookies.
  const issue: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' || req.path !== APPLICATION_CONFIGURATION) return next();
    void callerIdOf(req).then((userId) => {
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
      res.writeHead = ((...args: unknown[]) => {
        const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
        if (status < 300) storeTokens(req, res, userId);
        return writeHead(...args);
      }) as Response['writeHead'];
      next();
    }, next);
  };

  const validate: RequestHandler = (req, res, next) => {
    if (IGNORED_METHODS.has(req.method)) return next();
    const triggered =
      cookieOf(req, ABP_AUTH_COOKIE) !== null || cookieOf(req, XSRF_TOKEN_COOKIE) !== null;
    if (!triggered) return next();
    void callerIdOf(req).then((userId) => {
      const failure = antiforgeryFailure(
        unseal(cookieOf(req, ANTIFORGERY_COOKIE)),
        req.get(REQUEST_TOKEN_HEADER),
        userId ?? '',
      );
      if (!failure) return next();
      console.warn(`antiforgery: ${req.method} ${req.path}: ${failure}`);
      res.status(400).end();
    }, next);
  };

  /** ASP.NET Core's DefaultAntiforgery checks, in its order, with its messages. */
  function antiforgeryFailure(
    securityToken: string | null,
    header: string | undefined,
    userId: string,
  ): string | null {
    if (!securityToken)
      return `The required antiforgery cookie "${ANTIFORGERY_COOKIE}" is not present.`;
    if (!header)
      return `The required antiforgery header value "${REQUEST_TOKEN_HEADER}" is not present.`;
    const token = readRequestToken(header);
    if (!token) return 'The antiforgery token could not be decrypted.';
    if (token.securityToken !== securityToken) {
      return 'The antiforgery cookie token and request token do not match.';
    }
    if (token.userId !== userId) {
      return 'The provided antiforgery token was meant for a different claims-based user than the current user.';
    }
    return null;
  }

  return { issue, validate };
}
