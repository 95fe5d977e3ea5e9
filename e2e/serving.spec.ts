import { expect, test } from './fixtures';
import { PORTAL } from './support';

/**
 * The built portal as nginx serves it (apps/portal/deploy, docs/deploy.md): the security headers
 * on every kind of response, the cache rules, and the single-page fallback. The other specs prove
 * the policy holds in the browser; this one proves it is sent and strict.
 */

function directives(policy: string | undefined): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) parsed.set(name, values);
  }
  return parsed;
}

function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = directives(headers['content-security-policy']);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('require-trusted-types-for')).toEqual(["'script'"]);
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}; includeSubDomains/);
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-content-type-options']).toBe('nosniff');
}

test('the app shell is never cached and carries the strict security headers', async ({
  request,
}) => {
  const response = await request.get(`${PORTAL}/`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(response.headers()['cache-control']).toBe('no-cache');
  expectSecurityHeaders(response.headers());
});

test('a deep link is answered by the app shell; a missing asset is a 404, not the shell', async ({
  request,
}) => {
  const shell = await (await request.get(`${PORTAL}/`)).text();
  const deepLink = await request.get(`${PORTAL}/wallet`);
  expect(deepLink.status()).toBe(200);
  expect(await deepLink.text()).toBe(shell);
  expectSecurityHeaders(deepLink.headers());

  const missing = await request.get(`${PORTAL}/assets/no-such-chunk.js`);
  expect(missing.status()).toBe(404);
});

test('hashed assets are cached for a year; env.json is revalidated', async ({ request }) => {
  const shell = await (await request.get(`${PORTAL}/`)).text();
  const entry = shell.match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(entry, 'the entry script of index.html').toBeTruthy();
  const asset = await request.get(`${PORTAL}${entry}`);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expectSecurityHeaders(asset.headers());

  const environment = await request.get(`${PORTAL}/env.json`);
  expect(environment.status()).toBe(200);
  expect(environment.headers()['cache-control']).toBe('no-cache');
  expect(await environment.json()).toHaveProperty('oAuthConfig');
});

// ADR 0454: the build's source maps are an artefact beside dist/, never published.
test('no source map is published or named by a served script', async ({ request }) => {
  const shell = await (await request.get(`${PORTAL}/`)).text();
  const scripts = [
    ...shell.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g),
  ].map((match) => match[1]!);
  expect(scripts.length, 'the scripts and styles of index.html').toBeGreaterThan(0);
  for (const asset of scripts) {
    const body = await (await request.get(`${PORTAL}${asset}`)).text();
    expect(body, asset).not.toMatch(/[#@] sourceMappingURL=/);
    expect((await request.get(`${PORTAL}${asset}.map`)).status(), `${asset}.map`).toBe(404);
  }
});
