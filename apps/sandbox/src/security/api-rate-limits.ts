import express, { type Request, type RequestHandler } from 'express';
import { abpError } from '@sahm/platform/mocks';
import type { MockInvestorCaller } from '@sahm/investor-sdk/mocks';
import { ERROR_CACHE_HEADERS, errorLanguage } from '../api/abp-error-response';
import { sendFetchResponse } from '../api/serve-msw-handlers';
import { createRateLimiter, type RateLimiter } from './rate-limiter';

/** Calls per caller and minute: the registry lookup and the current-password check. */
export const API_RATE_LIMITS = {
  checkNationalId: { limit: 5, windowMs: 60_000 },
  changePassword: { limit: 5, windowMs: 60_000 },
} as const;

const TOO_MANY = {
  en: (seconds: number) => ({
    message: 'Too many requests.',
    details: `Try again in ${seconds} seconds.`,
  }),
  ar: (seconds: number) => ({
    message: 'طلبات كثيرة جدًا.',
    details: `حاول مرة أخرى بعد ${seconds} ثانية.`,
  }),
};

/**
 * Rate limits in front of the API's sensitive calls, keyed by the signed-in user, or by the
 * address for an anonymous caller, as ASP.NET Core's rate limiter partitions do (ADR 0451). A
 * refusal is 429 in ABP's error format with `Retry-After`, behind the API's CORS headers so the
 * portal can read it. Routes are relative to the `/api` mount.
 */
export function createApiRateLimits(
  identify: (req: Request) => Promise<MockInvestorCaller | null>,
  now: () => number = Date.now,
) {
  const limiters: RateLimiter[] = [];
  const limited = (options: { limit: number; windowMs: number }): RequestHandler => {
    const limiter = createRateLimiter({ ...options, now });
    limiters.push(limiter);
    return async (req: Request, res, next) => {
      try {
        const caller = await identify(req);
        const verdict = limiter.hit(caller ? `user:${caller.userId}` : `address:${req.ip}`);
        if (verdict.allowed) return next();
        const { message, details } = TOO_MANY[errorLanguage(req)](verdict.retryAfterSeconds);
        const refusal = abpError(429, message, details, {
          code: 'Sahm:TooManyRequests',
          headers: { ...ERROR_CACHE_HEADERS, 'Retry-After': String(verdict.retryAfterSeconds) },
        });
        sendFetchResponse(req, res, refusal);
      } catch (error) {
        next(error);
      }
    };
  };

  const router = express.Router();
  router.post(
    '/app/investor/check-national-id/:nationalId',
    limited(API_RATE_LIMITS.checkNationalId),
  );
  router.post('/account/my-profile/change-password', limited(API_RATE_LIMITS.changePassword));
  return {
    router,
    /** The sandbox reset. */
    clear: () => limiters.forEach((limiter) => limiter.clear()),
  };
}
