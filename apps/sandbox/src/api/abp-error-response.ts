import type { Request } from 'express';

/** The language of the sandbox's own error texts: Arabic when the caller asks for it first. */
export function errorLanguage(req: Request): 'ar' | 'en' {
  return req.acceptsLanguages('ar', 'en') === 'ar' ? 'ar' : 'en';
}

/** AbpExceptionHandlingMiddleware clears the cache headers of the errors it writes (contract §13). */
export const ERROR_CACHE_HEADERS = { 'Cache-Control': 'no-cache' };
