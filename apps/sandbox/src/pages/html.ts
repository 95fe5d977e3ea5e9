// The provider's own pages are tiny server-rendered HTML: every dynamic value goes through escapeHtml.
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

export type PageLanguage = 'ar' | 'en';

const STYLE = `
  body { font-family: system-ui, "Noto Sans Arabic", sans-serif; background: #f4f7f5; color: #1b2420; margin: 0; }
  main { max-width: 380px; margin: 10vh auto; background: #fff; border-radius: 12px; padding: 32px; box-shadow: 0 1px 4px #0002; }
  h1 { font-size: 1.4rem; margin: 0 0 8px; }
  p { color: #41504a; }
  label { display: block; margin: 16px 0 4px; font-weight: 600; }
  input[type=text], input[type=password] { box-sizing: border-box; width: 100%; padding: 10px; border: 1px solid #7c8a84; border-radius: 6px; font-size: 1rem; }
  .check { display: flex; gap: 8px; align-items: center; margin-top: 16px; }
  .check label { margin: 0; }
  button { margin-top: 24px; width: 100%; padding: 12px; border: 0; border-radius: 6px; background: #1f6f55; color: #fff; font-size: 1rem; cursor: pointer; }
  .error { background: #fdecec; color: #8a1c1c; padding: 10px; border-radius: 6px; }
  .tenant { font-size: .9rem; color: #41504a; }
  nav { margin-top: 24px; font-size: .9rem; }
  a { color: #1a5e48; }
`;

/** A complete page with a CSP that allows only its own inline style and, when given, one hashed-free nonce script. */
export function renderPage(options: {
  language: PageLanguage;
  title: string;
  body: string;
  nonce?: string;
  script?: string;
}): string {
  const dir = options.language === 'ar' ? 'rtl' : 'ltr';
  const script = options.script
    ? `<script nonce="${escapeHtml(options.nonce)}">${options.script}</script>`
    : '';
  return `<!doctype html>
<html lang="${options.language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<style nonce="${escapeHtml(options.nonce)}">${STYLE}</style>
</head>
<body><main>${options.body}</main>${script}</body>
</html>`;
}

export function pageSecurityHeaders(nonce: string): Record<string, string> {
  return {
    'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; form-action 'self' http: https:; base-uri 'none'; frame-ancestors 'none'`,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  };
}
