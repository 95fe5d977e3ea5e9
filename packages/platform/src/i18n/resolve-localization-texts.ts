import type { LocalizationConfiguration } from '../config/application-configuration-schema';

export type LocalizationTexts = Record<string, Record<string, string>>;

/**
 * Flattens ABP localization into resource → key → text: legacy `values` first,
 * then each resource's base resources (recursively), then its own texts, later layers winning.
 */
export function resolveLocalizationTexts(
  localization: Pick<LocalizationConfiguration, 'values' | 'resources'>,
): LocalizationTexts {
  const { values = {}, resources = {} } = localization;
  const resolved: LocalizationTexts = {};

  function resolve(name: string, visiting: Set<string>): Record<string, string> {
    const done = resolved[name];
    if (done) return done;
    const resource = resources[name];
    // A base resource pointing back at a resource being resolved would loop forever.
    if (!resource || visiting.has(name)) return values[name] ?? {};
    visiting.add(name);
    const inherited = resource.baseResources.reduce<Record<string, string>>(
      (texts, baseName) => ({ ...texts, ...resolve(baseName, visiting) }),
      {},
    );
    visiting.delete(name);
    return (resolved[name] = { ...values[name], ...inherited, ...resource.texts });
  }

  for (const name of new Set([...Object.keys(values), ...Object.keys(resources)])) {
    resolved[name] = resolve(name, new Set());
  }
  return resolved;
}
