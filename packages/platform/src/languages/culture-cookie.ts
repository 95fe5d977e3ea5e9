import { CULTURE_COOKIE_MAX_AGE_SECONDS, CULTURE_COOKIE_NAME } from '../constants';

/** `c=ar|uic=ar`, URL-encoded the way ASP.NET Core's CookieRequestCultureProvider reads it. */
export function formatCultureCookieValue(language: string): string {
  return encodeURIComponent(`c=${language}|uic=${language}`);
}

/** Tells the server which culture to use for server-rendered pages and messages (SPEC §4, §9). */
export function writeCultureCookie(language: string, doc: Document = document): void {
  doc.cookie =
    `${CULTURE_COOKIE_NAME}=${formatCultureCookieValue(language)}; path=/; ` +
    `max-age=${CULTURE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
