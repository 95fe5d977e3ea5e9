export type GrantedPolicies = Readonly<Record<string, boolean>>;

function grantedParts(requirement: string, separator: '||' | '&&'): string[] | null {
  if (!requirement.includes(separator)) return null;
  return requirement
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * `A || B` needs any, `A && B` needs all; a combination needs at least two parts, and no
 * requirement means granted (SPEC §5, contract §2.4). Missing policies are denied.
 */
export function isPolicyGranted(
  grantedPolicies: GrantedPolicies,
  requirement: string | null | undefined,
): boolean {
  const trimmed = requirement?.trim();
  if (!trimmed) return true;
  const has = (policy: string) => grantedPolicies[policy] === true;

  const anyOf = grantedParts(trimmed, '||');
  if (anyOf) return anyOf.length >= 2 && anyOf.some(has);
  const allOf = grantedParts(trimmed, '&&');
  if (allOf) return allOf.length >= 2 && allOf.every(has);
  return has(trimmed);
}
