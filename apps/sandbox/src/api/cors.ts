import type { PortalOrigins } from '../portal-origins';
import type { RequestHandler } from 'express';

const ALLOWED_HEADERS = [
  'Authorization',
  'Accept',
  'Accept-Language',
  'Content-Type',
  'X-Requested-With',
  'RequestVerificationToken',
  '__tenant',
  '__timezone',
  // Our designed subscribe call (ADR 0490); ABP's template allows any header (AllowAnyHeader).
  'Idempotency-Key',
].join(', ');

// ABP's WithAbpExposedHeaders() exposes only this one: `Abp-Tenant-Resolve-Error` stays hidden
// from another origin, as it does behind a stock ABP backend (contract §13, ADR 0320).
const EXPOSED_HEADERS = ['_AbpErrorFormat'].join(', ');

/** CORS for the API: only the portal's origins, with the headers ABP clients send. */
export function apiCors(origins: PortalOrigins): RequestHandler {
  return (req, res, next) => {
    const origin = req.get('origin');
    if (origin && origins.allows(origin)) {
      res.set({
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Expose-Headers': EXPOSED_HEADERS,
        Vary: 'Origin',
      });
      if (req.method === 'OPTIONS') {
        res
          .set({
            'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS',
            'Access-Control-Allow-Headers': ALLOWED_HEADERS,
            'Access-Control-Max-Age': '600',
          })
          .status(204)
          .end();
        return;
      }
    }
    next();
  };
}
