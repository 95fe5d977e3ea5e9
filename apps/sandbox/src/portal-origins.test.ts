import { describe, expect, it } from 'vitest';
import { portalOrigins } from './portal-origins';

describe('portalOrigins', () => {
  const origins = portalOrigins(['http://localhost:4200', 'http://{0}.localhost:4200']);

  it('admits the concrete origins and any tenant sub-domain of the pattern', () => {
    expect(origins.allows('http://localhost:4200')).toBe(true);
    expect(origins.allows('http://globex.localhost:4200')).toBe(true);
    expect(origins.allows('http://acme-2.localhost:4200')).toBe(true);
  });

  it('refuses other hosts, ports, schemes and nested or empty labels', () => {
    expect(origins.allows('http://evil.example:4200')).toBe(false);
    expect(origins.allows('http://globex.localhost:4300')).toBe(false);
    expect(origins.allows('https://globex.localhost:4200')).toBe(false);
    expect(origins.allows('http://a.b.localhost:4200')).toBe(false);
    expect(origins.allows('http://.localhost:4200')).toBe(false);
    expect(origins.allows('http://localhost.evil.example:4200')).toBe(false);
  });

  it('registers only the concrete origins and falls back to the first', () => {
    expect(origins.concrete).toEqual(['http://localhost:4200']);
    expect(origins.home).toBe('http://localhost:4200');
  });
});
