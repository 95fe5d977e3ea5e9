import type {
  FeatureList,
  FeatureProviderName,
  FeaturesUpdateInput,
} from '../admin/schemas/features';
import { removeWhere } from './identity-operations';
import {
  FEATURE_DEFINITIONS,
  FEATURE_GROUPS,
  findFeatureDefinition,
  isValidFeatureValue,
  type MockFeatureDefinition,
} from './feature-definitions';
import type { MockCultureName } from './mock-cultures';
import { invalid, succeed, type MockResult, type MockValidationIssue } from './mock-failures';
import { localizeMockText } from './mock-localize';
import type { PlatformMockStore } from './platform-mock-store';

/** Whose values are read or written: the host defaults (`D`) or one tenant (`T` + its id). */
export interface FeatureSubject {
  providerName: FeatureProviderName;
  providerKey: string | null;
}

interface ResolvedValue {
  value: string;
  provider: { name: FeatureProviderName; key: string | null };
}

function savedValue(
  store: PlatformMockStore,
  name: string,
  { providerName, providerKey }: FeatureSubject,
) {
  return store.featureValues.find(
    (saved) =>
      saved.name === name &&
      saved.providerName === providerName &&
      saved.providerKey === providerKey,
  );
}

/** A tenant's override wins over the host default, which wins over the catalogue's default. */
function resolveValue(
  store: PlatformMockStore,
  definition: MockFeatureDefinition,
  subject: FeatureSubject,
): ResolvedValue {
  const own =
    subject.providerName === 'T' ? savedValue(store, definition.name, subject) : undefined;
  if (own) return { value: own.value, provider: { name: 'T', key: subject.providerKey } };
  const hostDefault = savedValue(store, definition.name, { providerName: 'D', providerKey: null });
  return {
    value: hostDefault?.value ?? definition.defaultValue,
    provider: { name: 'D', key: null },
  };
}

function depthOf(definition: MockFeatureDefinition): number {
  const parent = definition.parentName ? findFeatureDefinition(definition.parentName) : undefined;
  return parent ? depthOf(parent) + 1 : 0;
}

/** Every feature's effective value for a tenant (null = host), as application-configuration sends them. */
export function featureValuesFor(
  store: PlatformMockStore,
  tenantId: string | null,
): Record<string, string> {
  const subject: FeatureSubject = tenantId
    ? { providerName: 'T', providerKey: tenantId }
    : { providerName: 'D', providerKey: null };
  return Object.fromEntries(
    FEATURE_DEFINITIONS.map((definition) => [
      definition.name,
      resolveValue(store, definition, subject).value,
    ]),
  );
}

/** `GetFeatureListResultDto` for the host defaults or one tenant. */
export function featureList(
  store: PlatformMockStore,
  subject: FeatureSubject,
  culture: MockCultureName,
): FeatureList {
  const localize = (text: string | null) =>
    text === null ? null : localizeMockText(culture, text);
  return {
    groups: FEATURE_GROUPS.map((group) => ({
      name: group.name,
      displayName: localizeMockText(culture, group.displayName),
      features: group.features.map((definition) => ({
        name: definition.name,
        displayName: localizeMockText(culture, definition.displayName),
        description: localize(definition.description),
        parentName: definition.parentName,
        depth: depthOf(definition),
        valueType: definition.valueType,
        ...resolveValue(store, definition, subject),
      })),
    })),
  };
}

/**
 * Saves the changed values; a value equal to what the subject would inherit removes its own
 * value instead, as ABP's feature manager does.
 */
export function updateFeatures(
  store: PlatformMockStore,
  subject: FeatureSubject,
  input: FeaturesUpdateInput,
): MockResult<void> {
  const issues: MockValidationIssue[] = [];
  const changes: { definition: MockFeatureDefinition; value: string }[] = [];
  for (const { name, value } of input.features) {
    const definition = findFeatureDefinition(name);
    if (!definition) {
      issues.push({ key: 'UndefinedFeature', params: { value: name }, members: ['features'] });
    } else if (!isValidFeatureValue(definition, value)) {
      issues.push({ key: 'InvalidFeatureValue', params: { value, name }, members: ['features'] });
    } else {
      changes.push({ definition, value });
    }
  }
  if (issues.length > 0) return invalid(issues);
  for (const { definition, value } of changes) {
    const inherited =
      subject.providerName === 'T'
        ? resolveValue(store, definition, { providerName: 'D', providerKey: null }).value
        : definition.defaultValue;
    const saved = savedValue(store, definition.name, subject);
    if (value === inherited) {
      removeWhere(store.featureValues, (candidate) => candidate === saved);
    } else if (saved) {
      saved.value = value;
    } else {
      store.featureValues.push({ name: definition.name, value, ...subject });
    }
  }
  return succeed(undefined);
}

/** Drops every value the subject saved, back to what it inherits. */
export function resetFeatures(store: PlatformMockStore, subject: FeatureSubject): void {
  removeWhere(
    store.featureValues,
    (saved) =>
      saved.providerName === subject.providerName && saved.providerKey === subject.providerKey,
  );
}
