export type QueryValue = string | number | boolean | null | undefined;

/** Query parameters as ABP's client sends them: undefined, null and empty strings dropped (contract §1.3). */
export function toSearchParams(query: Record<string, QueryValue> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(name, String(value));
  }
  return params;
}
