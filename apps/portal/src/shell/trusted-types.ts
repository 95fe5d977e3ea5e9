// The served CSP requires Trusted Types for every HTML/script sink. Our code never writes HTML;
// Radix's ScrollArea and Select (inside Radix Themes menus and selects) each write one fixed
// <style> through dangerouslySetInnerHTML. The default policy lets exactly those strings through
// and blocks everything else.
const ALLOWED_HTML = new Set([
  '[data-radix-scroll-area-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}[data-radix-scroll-area-viewport]::-webkit-scrollbar{display:none}',
  '[data-radix-select-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}[data-radix-select-viewport]::-webkit-scrollbar{display:none}',
]);

interface TrustedTypePolicyFactory {
  createPolicy(name: string, rules: { createHTML: (input: string) => string | null }): unknown;
}

export function installTrustedTypesPolicy(
  factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes,
): void {
  factory?.createPolicy('default', {
    createHTML: (input) => (ALLOWED_HTML.has(input) ? input : null),
  });
}
