import { describe, expect, it } from 'vitest';
import { mediaType, shapeDifferences } from './compare-shape';

describe('shapeDifferences (ADR 0330)', () => {
  it('finds a missing key, an extra key and a value of another kind', () => {
    expect(
      shapeDifferences(
        { id: 'x', name: 'a', isActive: true, extraProperties: {} },
        { id: 'y', name: 1, isActive: false, surname: 'b' },
      ),
    ).toEqual([
      'extraProperties: missing',
      "surname: not in ABP's answer",
      'name: number where ABP sends string',
    ]);
  });

  it('lets null stand for any value, on either side', () => {
    expect(
      shapeDifferences({ lockoutEnd: null, name: 'a' }, { lockoutEnd: '2026-01-01', name: null }),
    ).toEqual([]);
  });

  it('checks each array item against the fixture’s items, and an empty fixture array accepts any', () => {
    const expected = { items: [{ kind: 'toggle' }, { kind: 'selection', itemSource: {} }] };
    expect(
      shapeDifferences(expected, { items: [{ kind: 'x', itemSource: {} }, { kind: 'y' }] }),
    ).toEqual([]);
    expect(shapeDifferences(expected, { items: [{ other: 1 }] })).toEqual([
      '[0] items[].kind: missing',
      "[0] items[].other: not in ABP's answer",
    ]);
    expect(shapeDifferences({ items: [] }, { items: [{ anything: true }] })).toEqual([]);
  });

  it('reads dictionaries by their values only, at the paths it is told', () => {
    const expected = { auth: { grantedPolicies: { 'AbpIdentity.Users': true } } };
    expect(
      shapeDifferences(expected, { auth: { grantedPolicies: { Other: true } } }, [
        'auth.grantedPolicies',
      ]),
    ).toEqual([]);
    expect(
      shapeDifferences(expected, { auth: { grantedPolicies: { Other: 'yes' } } }, [
        'auth.grantedPolicies',
      ]),
    ).toEqual(['[Other] auth.grantedPolicies.*: string where ABP sends boolean']);
    expect(shapeDifferences(expected, { auth: { grantedPolicies: { Other: true } } })).toEqual([
      'auth.grantedPolicies.AbpIdentity.Users: missing',
      "auth.grantedPolicies.Other: not in ABP's answer",
    ]);
  });

  it('compares media types without their parameters', () => {
    expect(mediaType('application/json; charset=utf-8')).toBe('application/json');
    expect(mediaType(null)).toBe('');
  });
});
