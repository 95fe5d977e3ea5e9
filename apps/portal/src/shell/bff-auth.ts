/**
 * bff mode's auth, in a module of its own: start-up imports it only in that mode, so the browser
 * mode's first load does not carry it (docs/adr/0461, ADR 0340).
 */
export { createBffAuth } from '@sahm/platform';
