import { describe, expect, it } from 'vitest';
import { readBffConfig } from './config';

const KEY = Buffer.alloc(32, 7).toString('base64url');
const REQUIRED = {
  BFF_ISSUER: 'https://id.sahm.example',
  BFF_CLIENT_SECRET: 'secret',
  BFF_API_URL: 'https://api.sahm.example',
  BFF_PUBLIC_ORIGINS: 'https://sahm.example, https://{0}.sahm.example',
  BFF_COOKIE_KEYS: KEY,
};

describe('readBffConfig', () => {
  it('listens on 127.0.0.1 unless told, with the defaults the README lists', () => {
    const config = readBffConfig(REQUIRED);
    expect(config).toMatchObject({
      clientId: 'Sahm_Bff',
      host: '127.0.0.1',
      port: 44330,
      sessionSeconds: 28_800,
      trustProxy: false,
      scope: 'openid profile email phone roles offline_access Sahm',
      publicOrigins: ['https://sahm.example', 'https://{0}.sahm.example'],
    });
    expect(config.cookieKeys).toHaveLength(1);
  });

  it('names what is missing or wrong', () => {
    for (const name of Object.keys(REQUIRED)) {
      expect(() => readBffConfig({ ...REQUIRED, [name]: '' }), name).toThrow(name);
    }
    expect(() => readBffConfig({ ...REQUIRED, BFF_COOKIE_KEYS: 'c2hvcnQ' })).toThrow(/32 bytes/);
    expect(() => readBffConfig({ ...REQUIRED, BFF_ISSUER: 'id.sahm.example' })).toThrow(
      /absolute URL/,
    );
    expect(() => readBffConfig({ ...REQUIRED, BFF_PORT: '-1' })).toThrow(/BFF_PORT/);
    expect(() => readBffConfig({ ...REQUIRED, BFF_TRUST_PROXY: 'yes' })).toThrow(/BFF_TRUST_PROXY/);
  });
});
