import type { Request, Response } from 'express';

/** The language of the sandbox's own error texts: Arabic when the caller asks for it first. */
export function errorLanguage(req: Request): 'ar' | 'en' {
  return req.acceptsLanguages('ar', 'en') === 'ar' ? 'ar' : 'en';
}

/**
 * An error in ABP's format (contract §13): `RemoteServiceErrorResponse` JSON and the
 * `_AbpErrorFormat` header, as AbpExceptionHandlingMiddleware writes it.
 */
export function sendAbpError(
  res: Response,
  status: number,
  error: { code?: string | null; message: string; details?: string | null },
  headers: Record<string, string> = {},
): void {
  res
    .status(status)
    .set({ _AbpErrorFormat: 'true', 'Cache-Control': 'no-cache', ...headers })
    .json({
      error: {
        code: error.code ?? null,
        message: error.message,
        details: error.details ?? null,
        data: null,
        validationErrors: null,
      },
    });
}
