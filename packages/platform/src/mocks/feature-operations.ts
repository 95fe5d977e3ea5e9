import type { FeatureList, FeaturesUpdateInput } from '../admin/schemas/features';
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
import type { MockFeatureValue } from './platform-mock-model';
import type { PlatformMockStore } from './platform-mock-store';

/** Whose values are read or written: one tenant (its id) or the host itself (no key). */
export type FeatureSubject = Pick<MockFeatureValue, 'providerName' | 'providerKey'>;

/** The default value's provider, as ABP's DefaultValueFeatureManagementProvider reports it. */
const DEFAULT_PROVIDER = { name: 'D', key: null } as const;

interface ResolvedValue {
  value: string;
  provider: { name: string; key: string | null };
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

/**
 * The subject's own value, else the catalogue's default: ABP FeatureManager asks the tenant
 * provider with the subject's key and falls back to the default value (no edition, no
 * configuration here). The host's values are its own and never reach a tenant.
 */
function resolveValue(
  store: PlatformMockStore,
  definition: MockFeatureDefinition,
  subject: FeatureSubject,
): ResolvedValue {
  const own = savedValue(store, definition.name, subject);
  return own
    ? { value: own.value, provider: { name: own.providerName, key: own.providerKey } }
    : { value: definition.defaultValue, provider: DEFAULT_PROVIDER };
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
  const subject: FeatureSubject = { providerName: 'T', providerKey: tenantId };
  return Object.fromEntries(
    FEATURE_DEFINITIONS.map((definition) => [
      definition.name,
      resolveValue(store, definition, subject).value,
    ]),
  );
}

/** Whether a toggle feature is on for a tenant (null = host), as ABP's IFeatureChecker.IsEnabledAsync reads it. */
export function isFeatureEnabled(
  store: PlatformMockStore,
  tenantId: string | null,
  name: string,
): boolean {
  return featureValuesFor(store, tenantId)[name]?.toLowerCase() === 'true';
}

/**
 * `GetFeatureListResultDto` for one subject. The host's own list (`hostView`) leaves out the
 * features not available to the host, and a group left empty goes too (ABP FeatureAppService.GetAsync).
 */
export function featureList(
  store: PlatformMockStore,
  subject: FeatureSubject,
  culture: MockCultureName,
  { hostView }: { hostView: boolean },
): FeatureList {
  const localize = (text: string | null) =>
    text === null ? null : localizeMockText(culture, text);
  const groups = FEATURE_GROUPS.map((group) => ({
    name: group.name,
    displayName: localizeMockText(culture, group.displayName),
    features: group.features
      .filter((definition) => !hostView || definition.isAvailableToHost)
      .map((definition) => ({
        name: definition.name,
        displayName: localizeMockText(culture, definition.displayName),
        description: localize(definition.description),
        parentName: definition.parentName,
        depth: depthOf(definition),
        valueType: definition.valueType,
        ...resolveValue(store, definition, subject),
      })),
  }));
  return { groups: groups.filter((group) => group.features.length > 0) };
}

/**
 * Saves the changed values; a value equal to the default removes the subject's own value
 * instead, as ABP FeatureManager.SetAsync clears a value that equals its fallback.
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
    const saved = savedValue(store, definition.name, subject);
    if (value === definition.defaultValue) {
      removeWhere(store.featureValues, (candidate) => candidate === saved);
    } else if (saved) {
      saved.value = value;
    } else {
      store.featureValues.push({ name: definition.name, value, ...subject });
    }
  }
  return succeed(undefined);
}

/** Drops every value the subject saved, back to the defaults (ABP FeatureManager.DeleteAsync). */
export function resetFeatures(store: PlatformMockStore, subject: FeatureSubject): void {
  removeWhere(
    store.featureValues,
    (saved) =>
      saved.providerName === subject.providerName && saved.providerKey === subject.providerKey,
  );
}
