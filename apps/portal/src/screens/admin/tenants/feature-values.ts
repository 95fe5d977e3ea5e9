import { isNumericText, toWesternDigits, ValidationMessage } from '@sahm/investor-sdk';
import type { Feature, FeatureList, FeatureProviderName } from '@sahm/platform/admin';

/** How a feature is edited (contract §10: the value type, and a numeric validator's number box). */
export type FeatureControl = 'toggle' | 'text' | 'number' | 'selection' | 'none';

/** The provider ABP names for a feature's default value: it may always be overridden. */
const DEFAULT_PROVIDER = 'D';

export function featureControl(feature: Feature): FeatureControl {
  switch (feature.valueType.name) {
    case 'ToggleStringValueType':
      return 'toggle';
    case 'SelectionStringValueType':
      return feature.valueType.itemSource?.items.length ? 'selection' : 'none';
    case 'FreeTextStringValueType':
      return feature.valueType.validator.name.toLowerCase() === 'numeric' ? 'number' : 'text';
  }
}

/** Values keyed by feature name, as strings (toggles `"true"`/`"false"`), like the wire. */
export type FeatureValues = Readonly<Record<string, string>>;

/** A toggle's value normalised to `"true"`/`"false"`; any other value as the text shown. */
function initialValueOf(feature: Feature): string {
  const value = feature.value ?? '';
  if (featureControl(feature) === 'toggle') {
    return value.toLowerCase() === 'true' ? 'true' : 'false';
  }
  return value;
}

export function initialFeatureValues(list: FeatureList): FeatureValues {
  return Object.fromEntries(
    list.groups.flatMap((group) =>
      group.features.map((feature) => [feature.name, initialValueOf(feature)]),
    ),
  );
}

/**
 * ABP's rule (contract §10): a value set by another provider than the one edited (an edition, a
 * configuration) can't be overridden here; a default value can. No provider means no value yet.
 */
export function isFeatureReadOnly(feature: Feature, editedProvider: FeatureProviderName): boolean {
  const from = feature.provider.name;
  return from != null && from !== editedProvider && from !== DEFAULT_PROVIDER;
}

/** What a typed value is sent as: a number with Western digits, trimmed. */
function wireValue(feature: Feature, value: string): string {
  return featureControl(feature) === 'number' ? toWesternDigits(value.trim()) : value;
}

/** The update body's features: only the changed ones (contract §10), in the dialog's order. */
export function changedFeatureValues(
  list: FeatureList,
  initial: FeatureValues,
  current: FeatureValues,
): { name: string; value: string }[] {
  return list.groups.flatMap((group) =>
    group.features
      .filter((feature) => current[feature.name] !== initial[feature.name])
      .map((feature) => ({
        name: feature.name,
        value: wireValue(feature, current[feature.name] ?? ''),
      })),
  );
}

const numberProperty = (feature: Feature, name: string): number | null => {
  const raw = feature.valueType.validator.properties[name];
  const value = typeof raw === 'string' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

const withParams = (key: string, ...params: (string | number)[]) => `${key}[${params.join(',')}]`;

/**
 * The value's problem as a validation message (`Key[params]`, SPEC §5), or null. Checks what the
 * server's validators would (numeric range, text length) so the reader learns it before saving.
 */
export function featureValueError(feature: Feature, value: string): string | null {
  const { validator } = feature.valueType;
  const control = featureControl(feature);
  if (control === 'number') {
    const text = value.trim();
    if (text === '') return '::Form:Validation:Required';
    if (!isNumericText(text)) return ValidationMessage.InvalidNumber;
    const number = Number(toWesternDigits(text));
    const min = numberProperty(feature, 'MinValue');
    const max = numberProperty(feature, 'MaxValue');
    if (min !== null && number < min) return withParams('::Form:Validation:Min', min, text);
    if (max !== null && number > max) return withParams('::Form:Validation:Max', max, text);
    return null;
  }
  if (control === 'text' && validator.name.toLowerCase() === 'string') {
    const allowsEmpty = validator.properties['AllowNull'] !== false;
    if (value === '') return allowsEmpty ? null : '::Form:Validation:Required';
    const minLength = numberProperty(feature, 'MinLength');
    const maxLength = numberProperty(feature, 'MaxLength');
    if (minLength !== null && minLength > 0 && value.length < minLength) {
      return withParams('::Form:Validation:MinLength', minLength, value.length);
    }
    if (maxLength !== null && maxLength > 0 && value.length > maxLength) {
      return withParams('::Form:Validation:MaxLength', maxLength, value.length);
    }
  }
  return null;
}

/**
 * ABP's toggle tree: switching a toggle on switches its toggle ancestors on (a child needs its
 * parent), switching it off switches its toggle descendants off. Read-only ones stay as they are.
 */
export function withToggle(
  features: readonly Feature[],
  values: FeatureValues,
  changed: Feature,
  on: boolean,
  isReadOnly: (feature: Feature) => boolean,
): FeatureValues {
  const toggles = features.filter((feature) => featureControl(feature) === 'toggle');
  const next: Record<string, string> = { ...values, [changed.name]: String(on) };
  const set = (feature: Feature) => {
    if (!isReadOnly(feature)) next[feature.name] = String(on);
  };
  if (on) {
    let parent = toggles.find((feature) => feature.name === changed.parentName);
    const seen = new Set<string>();
    while (parent && !seen.has(parent.name)) {
      seen.add(parent.name);
      set(parent);
      const parentName = parent.parentName;
      parent = toggles.find((feature) => feature.name === parentName);
    }
  } else {
    const queue = [changed.name];
    const seen = new Set(queue);
    while (queue.length > 0) {
      const name = queue.pop();
      for (const child of toggles.filter((feature) => feature.parentName === name)) {
        if (seen.has(child.name)) continue;
        seen.add(child.name);
        set(child);
        queue.push(child.name);
      }
    }
  }
  return next;
}
