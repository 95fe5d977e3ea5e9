import { describe, expect, it } from 'vitest';
import { portalOrigins } from '../portal-origins';
import { safeReturnUrl } from './safe-return-url';

const PORTAL = 'http://localhost:4200';
const origins = portalOrigins([PORTAL, 'http://{0}.localhost:4200']);
const FALLBACK = `${PORTAL}/`;

// Ways to write "another host" after the portal's own name, or instead of it.
const TRICKS = [
  `${PORTAL}@evil.example/`,
  `${PORTAL}.evil.example/`,
  `http://evil.example\\@localhost:4200/`,
  `http://evil.example#@localhost:4200/`,
  `http://user:pass@localhost:4200/wallet`,
  `http://localhost:4200%2f@evil.example/`,
  `//evil.example/${PORTAL}`,
  `/\\evil.example`,
  `https:evil.example`,
  `https://evil.example/${PORTAL}`,
  `HTTPS://EVIL.EXAMPLE`,
  ` http://evil.example`,
  `\thttp://evil.example`,
  `ht\ttp://evil.example`,
  `http://evil.example%2f.localhost:4200/`,
  `http://acme.evil.example:4200/`,
  `javascript://localhost:4200/%0aalert(1)`,
  `JavaScript:alert(1)//${PORTAL}`,
  `data:text/html,<a href="${PORTAL}">`,
  `/wallet`,
  `/%2e%2e//evil.example`,
];

describe('safeReturnUrl (the provider pages link back to the portal only)', () => {
  it('keeps a portal URL, normalised, on a concrete or a tenant origin', () => {
    expect(safeReturnUrl(`${PORTAL}/wallet?tab=1#top`, origins)).toBe(`${PORTAL}/wallet?tab=1#top`);
    expect(safeReturnUrl(`${PORTAL}/a/%2e%2e/wallet`, origins)).toBe(`${PORTAL}/wallet`);
    expect(safeReturnUrl('http://ACME.localhost:4200/wallet', origins)).toBe(
      'http://acme.localhost:4200/wallet',
    );
  });

  it.each(TRICKS)('falls back to the portal for %j', (value) => {
    expect(safeReturnUrl(value, origins)).toBe(FALLBACK);
  });

  it('never returns a URL off the portal, whatever the mix of tricks', () => {
    const payloads = TRICKS.flatMap((first) => TRICKS.map((second) => `${first}${second}`));
    const leaked = payloads.filter((payload) => {
      const result = safeReturnUrl(payload, origins);
      const url = new URL(result);
      return !origins.allows(url.origin) || url.username !== '' || url.hostname.includes('evil');
    });
    expect(leaked).toEqual([]);
  });
});
