import { HttpResponse } from 'msw';
import { TENANT_RESOLVE_ERROR_HEADER } from '../constants';
import { resolveMockCulture, type MockCultureName } from './mock-cultures';

export type TenantResolveFailure = 'not-found' | 'not-active';

/** ABP's AbpMultiTenancyResource texts (Volo.Abp.MultiTenancy.Abstractions, ar.json and en.json). */
const TEXTS: Record<MockCultureName, Record<TenantResolveFailure, [string, string]>> = {
  en: {
    'not-found': ['Tenant not found!', 'There is no tenant with the tenant id or name: {0}'],
    'not-active': [
      'Tenant is not active!',
      'The tenant is not active with the tenant id or name: {0}',
    ],
  },
  ar: {
    'not-found': ['لم يتم العثور على المستأجر!', 'لا يوجد مستأجر بمعرف المستأجر أو اسمه: {0}'],
    'not-active': ['المستأجر غير نشط!', 'المستأجر غير نشط بمعرف المستأجر أو اسمه: {0}'],
  },
};

const NAMED_ENTITIES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  '"': '&quot;',
};

/**
 * .NET's HtmlEncoder.Default: Basic Latin passes except `<>&"'+`; anything else becomes a
 * hexadecimal character reference, so Arabic arrives as `&#x644;…` in the header and the page.
 */
export function encodeHtmlAsDotNet(text: string): string {
  return [...text]
    .map((character) => {
      const named = NAMED_ENTITIES[character];
      if (named) return named;
      const code = character.codePointAt(0) ?? 0;
      const safe = code >= 0x20 && code <= 0x7e && character !== "'" && character !== '+';
      return safe ? character : `&#x${code.toString(16).toUpperCase()};`;
    })
    .join('');
}

/** ABP's MultiTenancyMiddlewareErrorPage.cshtml, as its compiled view writes it. */
function errorPage(culture: MockCultureName, message: string, details: string): string {
  const encodedMessage = encodeHtmlAsDotNet(message);
  return (
    `\n\n<html lang="${culture}">\n    <head>\n        <meta charset="utf-8" />\n` +
    `        <title>${encodedMessage}</title>\n    </head>\n    <body>\n` +
    `        <h3>${encodedMessage}</h3>\n        <p>${encodeHtmlAsDotNet(details)}<p/>\n` +
    `    </body>\n</html>\n`
  );
}

/** ABP's HttpRequest.IsAjax: `X-Requested-With: XMLHttpRequest` in the headers or the query. */
function isAjax(request: Request): boolean {
  const marker = 'XMLHttpRequest';
  return (
    request.headers.get('X-Requested-With') === marker ||
    new URL(request.url).searchParams.get('X-Requested-With') === marker
  );
}

function hasCookie(request: Request, name: string): boolean {
  return (request.headers.get('Cookie') ?? '')
    .split(';')
    .some((pair) => pair.trim().startsWith(`${name}=`));
}

/**
 * What ABP's MultiTenancyMiddleware answers when the request names an unknown or inactive tenant
 * (AbpAspNetCoreMultiTenancyOptions.MultiTenancyMiddlewareErrorPageBuilder): 404 and the
 * `Abp-Tenant-Resolve-Error` header; an AJAX request gets `RemoteServiceErrorResponse` JSON without
 * `_AbpErrorFormat`, any other the HTML error page. Its texts follow the request's language, and a
 * tenant cookie is deleted (AbpMultiTenancyCookieHelper).
 */
export function tenantResolveError(
  request: Request,
  failure: TenantResolveFailure,
  requested: string,
  tenantKey: string,
): Response {
  const culture = resolveMockCulture(request.headers.get('Accept-Language'));
  const [message, detailsFormat] = TEXTS[culture][failure];
  const details = detailsFormat.replace('{0}', requested);
  const headers = new Headers({ [TENANT_RESOLVE_ERROR_HEADER]: encodeHtmlAsDotNet(message) });
  if (hasCookie(request, tenantKey)) {
    headers.set('Set-Cookie', `${tenantKey}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
  }
  if (isAjax(request)) {
    // ResponseContentTypeHelper, as ABP's builder resolves it: JSON in UTF-8.
    headers.set('Content-Type', 'application/json; charset=utf-8');
    return HttpResponse.json(
      { error: { code: null, message, details, data: null, validationErrors: null } },
      { status: 404, headers },
    );
  }
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new HttpResponse(errorPage(culture, message, details), { status: 404, headers });
}
