export type QueryParamValue = string | number | boolean;

/** Drops undefined, null and '' so they never reach the query string (SPEC §7, contract §1.3). */
export function dropEmptyParams(
  params: Record<string, QueryParamValue | null | undefined>,
): Record<string, QueryParamValue> {
  const kept: Record<string, QueryParamValue> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') kept[name] = value;
  }
  return kept;
}
