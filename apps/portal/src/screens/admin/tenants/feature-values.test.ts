import { describe, expect, it } from 'vitest';
import type { Feature, FeatureList } from '@sahm/platform/admin';
import {
  changedFeatureValues,
  featureControl,
  featureValueError,
  initialFeatureValues,
  isFeatureReadOnly,
  withToggle,
} from './feature-values';

const toggleType = {
  name: 'ToggleStringValueType',
  properties: {},
  validator: { name: 'BOOLEAN', properties: {} },
} as const;

function feature(overrides: Partial<Feature> & Pick<Feature, 'name'>): Feature {
  return {
    displayName: overrides.name,
    value: null,
    provider: { name: 'D', key: null },
    description: null,
    valueType: { ...toggleType },
    depth: 0,
    parentName: null,
    ...overrides,
  };
}

const freeText = (validator: { name: string; properties: Record<string, unknown> }) => ({
  name: 'FreeTextStringValueType' as const,
  properties: {},
  validator,
});

const enable = feature({ name: 'Enable', value: 'True' });
const emails = feature({ name: 'Emails', value: 'false', parentName: 'Enable', depth: 1 });
const smtp = feature({ name: 'Smtp', value: 'false', parentName: 'Emails', depth: 2 });
const maxUsers = feature({
  name: 'MaxUsers',
  value: '5',
  valueType: freeText({ name: 'NUMERIC', properties: { MinValue: 1, MaxValue: 100 } }),
});
const twoFactor = feature({
  name: 'TwoFactor',
  value: 'Optional',
  valueType: {
    name: 'SelectionStringValueType',
    properties: {},
    validator: { name: 'NULL', properties: {} },
    itemSource: {
      items: [{ value: 'Optional', displayText: { name: 'Optional', resourceName: 'R' } }],
    },
  },
});
const list: FeatureList = {
  groups: [
    { name: 'A', displayName: 'A', features: [enable, emails, smtp] },
    { name: 'B', displayName: 'B', features: [maxUsers, twoFactor] },
  ],
};

describe('feature values', () => {
  it('picks a control per value type, a number box for a numeric validator', () => {
    expect(featureControl(enable)).toBe('toggle');
    expect(featureControl(maxUsers)).toBe('number');
    expect(featureControl(twoFactor)).toBe('selection');
    expect(
      featureControl(feature({ name: 'X', valueType: freeText({ name: 'NULL', properties: {} }) })),
    ).toBe('text');
    expect(
      featureControl(
        feature({
          name: 'Y',
          valueType: {
            name: 'SelectionStringValueType',
            properties: {},
            validator: { name: 'NULL', properties: {} },
          },
        }),
      ),
    ).toBe('none');
  });

  it('normalises toggles to "true"/"false" and keeps other values as text', () => {
    expect(initialFeatureValues(list)).toEqual({
      Enable: 'true',
      Emails: 'false',
      Smtp: 'false',
      MaxUsers: '5',
      TwoFactor: 'Optional',
    });
  });

  it('is read-only only when another provider than the edited one or the defaults set it', () => {
    expect(isFeatureReadOnly(feature({ name: 'a', provider: { name: 'E', key: '1' } }), 'T')).toBe(
      true,
    );
    expect(isFeatureReadOnly(feature({ name: 'a', provider: { name: 'T', key: '1' } }), 'T')).toBe(
      false,
    );
    expect(isFeatureReadOnly(feature({ name: 'a', provider: { name: 'D', key: null } }), 'T')).toBe(
      false,
    );
    expect(isFeatureReadOnly(feature({ name: 'a', provider: { name: 'C', key: null } }), 'T')).toBe(
      true,
    );
    expect(
      isFeatureReadOnly(feature({ name: 'a', provider: { name: null, key: null } }), 'T'),
    ).toBe(false);
  });

  it('sends only the changed values, numbers with Western digits', () => {
    const initial = initialFeatureValues(list);
    expect(changedFeatureValues(list, initial, initial)).toEqual([]);
    expect(
      changedFeatureValues(list, initial, { ...initial, Emails: 'true', MaxUsers: ' ١٢ ' }),
    ).toEqual([
      { name: 'Emails', value: 'true' },
      { name: 'MaxUsers', value: '12' },
    ]);
  });

  it('checks numbers against the validator range', () => {
    expect(featureValueError(maxUsers, '50')).toBeNull();
    expect(featureValueError(maxUsers, '٥٠')).toBeNull();
    expect(featureValueError(maxUsers, '')).toBe('::Form:Validation:Required');
    expect(featureValueError(maxUsers, 'ten')).toBe('Sahm::Validation:InvalidNumber');
    expect(featureValueError(maxUsers, '0')).toBe('::Form:Validation:Min[1,0]');
    expect(featureValueError(maxUsers, '101')).toBe('::Form:Validation:Max[100,101]');
  });

  it('checks text lengths of a string validator', () => {
    const code = feature({
      name: 'Code',
      valueType: freeText({
        name: 'STRING',
        properties: { AllowNull: false, MinLength: 2, MaxLength: 4 },
      }),
    });
    expect(featureValueError(code, '')).toBe('::Form:Validation:Required');
    expect(featureValueError(code, 'a')).toBe('::Form:Validation:MinLength[2,1]');
    expect(featureValueError(code, 'abcde')).toBe('::Form:Validation:MaxLength[4,5]');
    expect(featureValueError(code, 'abc')).toBeNull();
    expect(featureValueError(twoFactor, '')).toBeNull();
  });

  it('switches toggle ancestors on and descendants off, leaving read-only ones', () => {
    const group = [enable, emails, smtp];
    const off = { Enable: 'false', Emails: 'false', Smtp: 'false' };
    const never = () => false;
    expect(withToggle(group, off, smtp, true, never)).toEqual({
      Enable: 'true',
      Emails: 'true',
      Smtp: 'true',
    });
    const on = { Enable: 'true', Emails: 'true', Smtp: 'true' };
    expect(withToggle(group, on, enable, false, never)).toEqual(off);
    expect(withToggle(group, on, enable, false, (f) => f.name === 'Smtp')).toEqual({
      Enable: 'false',
      Emails: 'false',
      Smtp: 'true',
    });
  });
});
