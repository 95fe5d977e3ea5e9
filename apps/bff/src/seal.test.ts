import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSealer } from './seal';

const key = () => new Uint8Array(randomBytes(32));
const HOUR = 3_600_000;

describe('createSealer', () => {
  const now = () => 1_800_000_000_000;

  it('opens what it sealed, for the same purpose, until it expires', async () => {
    const sealer = createSealer([key()], now);
    const sealed = await sealer.seal({ secret: 'value' }, 'session', now() + HOUR);
    expect(sealed).not.toContain('value');
    expect(await sealer.open(sealed, 'session')).toMatchObject({ secret: 'value' });
    expect(await sealer.open(sealed, 'login')).toBeNull();
    expect(
      await createSealer([key()], () => now() + HOUR + 1000).open(sealed, 'session'),
    ).toBeNull();
  });

  it('refuses a value changed anywhere', async () => {
    const sealer = createSealer([key()], now);
    const sealed = await sealer.seal({ secret: 'value' }, 'session', now() + HOUR);
    const parts = sealed.split('.');
    for (let index = 0; index < parts.length; index += 1) {
      const changed = [...parts];
      const part = changed[index]!;
      changed[index] = `${part.slice(0, -2)}${part.endsWith('AA') ? 'BB' : 'AA'}`;
      expect(await sealer.open(changed.join('.'), 'session'), `part ${index}`).toBeNull();
    }
    expect(await sealer.open('not-a-jwe', 'session')).toBeNull();
  });

  it('opens values of every key it holds and seals with the first (rotation)', async () => {
    const [previous, next] = [key(), key()];
    const before = createSealer([previous], now);
    const during = createSealer([next, previous], now);
    const after = createSealer([next], now);
    const old = await before.seal({ n: 1 }, 'session', now() + HOUR);
    expect(await during.open(old, 'session')).toMatchObject({ n: 1 });
    expect(await after.open(old, 'session')).toBeNull();
    const fresh = await during.seal({ n: 2 }, 'session', now() + HOUR);
    expect(await after.open(fresh, 'session')).toMatchObject({ n: 2 });
    expect(await before.open(fresh, 'session')).toBeNull();
  });
});
