import type { MiddlewareHandler } from 'hono';
import { abpErrorResponse, preferredLanguage } from '../abp-error';
import type { BffEnv } from './context';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Every other method must come from the portal's own script: it carries ABP's AJAX marker
 * `X-Requested-With: XMLHttpRequest` (what ABP's HttpRequest.IsAjax reads, and what the platform's
 * HTTP client always sends), a header no form or cross-origin page can add without a CORS
 * preflight the BFF never grants, and, when the browser says where it comes from, this origin.
 * SameSite cookies are the second wall; ABP's own XSRF token passes through untouched.
 */
export const requireSameOriginScript: MiddlewareHandler<BffEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const marked = c.req.header('x-requested-with') === 'XMLHttpRequest';
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  const sameOrigin =
    (origin === undefined || origin === c.get('origin')) &&
    (site === undefined || site === 'same-origin');
  if (marked && sameOrigin) return next();
  c.set('failure', marked ? 'cross_origin' : 'missing_ajax_marker');
  return abpErrorResponse('csrf', preferredLanguage(c.req.header('accept-language')));
};
