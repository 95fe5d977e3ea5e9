import type { RemoteEnvironmentConfig } from './environment-schema';

type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Objects merge key by key; arrays and scalars from `remote` replace those of `local`. */
export function deepMerge(local: PlainObject, remote: PlainObject): PlainObject {
  const merged: PlainObject = { ...local };
  for (const [key, value] of Object.entries(remote)) {
    const current = merged[key];
    merged[key] =
      isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return merged;
}

/** Combines the local and remote environments by the configured strategy (SPEC §7). */
export function mergeEnvironments(
  local: PlainObject,
  remote: PlainObject,
  strategy: RemoteEnvironmentConfig['mergeStrategy'],
): PlainObject {
  return strategy === 'deepmerge' ? deepMerge(local, remote) : remote;
}
