import { describe, expect, it } from 'vitest';
import { resolveLocalizationTexts } from './resolve-localization-texts';

describe('resolveLocalizationTexts', () => {
  it('layers legacy values, base resources and own texts', () => {
    expect(
      resolveLocalizationTexts({
        values: { B: { a: 'legacy', z: 'legacy only' } },
        resources: {
          A: { texts: { a: 'base', b: 'base' }, baseResources: [] },
          B: { texts: { b: 'own' }, baseResources: ['A'] },
        },
      }),
    ).toEqual({
      A: { a: 'base', b: 'base' },
      B: { a: 'base', b: 'own', z: 'legacy only' },
    });
  });

  it('survives cycles and unknown base resources', () => {
    const texts = resolveLocalizationTexts({
      values: {},
      resources: {
        A: { texts: { a: 'A' }, baseResources: ['B', 'Missing'] },
        B: { texts: { b: 'B' }, baseResources: ['A'] },
      },
    });
    expect(texts['A']).toEqual({ a: 'A', b: 'B' });
    expect(texts['B']).toMatchObject({ b: 'B' });
  });
});
