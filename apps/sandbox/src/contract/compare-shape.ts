/**
 * The structural comparison of a sandbox answer with an ABP fixture (ADR 0330): the same keys
 * and the same kinds of value, never the same data.
 *
 * - `null` on either side matches any value: ABP's `T?` members are null or not by their data.
 * - Objects have exactly the fixture's keys, except at a `dictionaries` path (`auth.grantedPolicies`,
 *   `items[].extraProperties`, `resources.*.texts`), where keys are data and each value needs the
 *   shape of one of the fixture's values (any value when the fixture's dictionary is empty).
 * - Each item of an array has the shape of one of the fixture's items (any, when it has none).
 * - Strings, numbers and booleans match their own kind only.
 */
export function shapeDifferences(
  expected: unknown,
  actual: unknown,
  dictionaries: readonly string[] = [],
  path = '',
): string[] {
  if (expected === null || actual === null) return [];
  const expectedKind = kindOf(expected);
  const actualKind = kindOf(actual);
  const at = path || '(body)';
  if (expectedKind !== actualKind) return [`${at}: ${actualKind} where ABP sends ${expectedKind}`];
  if (Array.isArray(expected) && Array.isArray(actual)) {
    return actual.flatMap((item, index) =>
      closestDifferences(expected, item, dictionaries, `${path}[]`).map(
        (difference) => `[${index}] ${difference}`,
      ),
    );
  }
  if (expectedKind !== 'object') return [];
  const wanted = expected as Record<string, unknown>;
  const got = actual as Record<string, unknown>;
  if (dictionaries.includes(path)) {
    const values = Object.values(wanted);
    return Object.entries(got).flatMap(([key, value]) =>
      closestDifferences(values, value, dictionaries, `${path}.*`).map(
        (difference) => `[${key}] ${difference}`,
      ),
    );
  }
  const child = (key: string) => (path ? `${path}.${key}` : key);
  return [
    ...Object.keys(wanted)
      .filter((key) => !(key in got))
      .map((key) => `${child(key)}: missing`),
    ...Object.keys(got)
      .filter((key) => !(key in wanted))
      .map((key) => `${child(key)}: not in ABP's answer`),
    ...Object.keys(wanted)
      .filter((key) => key in got)
      .flatMap((key) => shapeDifferences(wanted[key], got[key], dictionaries, child(key))),
  ];
}

/** Nothing when the value has the shape of one candidate, else its differences from the closest. */
function closestDifferences(
  candidates: unknown[],
  value: unknown,
  dictionaries: readonly string[],
  path: string,
): string[] {
  let closest: string[] | null = null;
  for (const candidate of candidates) {
    const found = shapeDifferences(candidate, value, dictionaries, path);
    if (found.length === 0) return [];
    if (!closest || found.length < closest.length) closest = found;
  }
  return closest ?? [];
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** A content type without its parameters: `application/json; charset=utf-8` → `application/json`. */
export const mediaType = (contentType: string | null | undefined) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
