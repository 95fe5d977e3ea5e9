import { describe, expect, it } from 'vitest';
import { publicOrigins } from './public-origins';

const origins = publicOrigins(['https://sahm.example', 'https://{0}.sahm.example']);
const request = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1:44330/bff/user', { headers });

describe('publicOrigins', () => {
  it('takes the origin from the Host header, the scheme from the configuration', () => {
    expect(origins.ofRequest(request({ host: 'acme.sahm.example' }), false)).toBe(
      'https://acme.sahm.example',
    );
    expect(origins.ofRequest(request({ host: 'sahm.example' }), false)).toBe(
      'https://sahm.example',
    );
  });

  it('answers null for any other host', () => {
    for (const host of [
      'evil.example',
      'acme.sahm.example.evil',
      'a.b.sahm.example',
      '127.0.0.1:44330',
    ]) {
      expect(origins.ofRequest(request({ host }), false), host).toBeNull();
    }
  });

  it('reads X-Forwarded-Host and -Proto only behind a trusted proxy', () => {
    const proxied = request({
      host: '127.0.0.1:44330',
      'x-forwarded-host': 'acme.sahm.example, internal',
      'x-forwarded-proto': 'https',
    });
    expect(origins.ofRequest(proxied, true)).toBe('https://acme.sahm.example');
    expect(origins.ofRequest(proxied, false)).toBeNull();
  });
});
