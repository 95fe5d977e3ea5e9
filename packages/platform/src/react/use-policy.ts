import { useCallback } from 'react';
import { isPolicyGranted } from '../permissions/is-policy-granted';
import { useApplicationConfiguration } from './use-application-configuration';

/** Whether the current user holds the requirement (`A`, `A || B`, `A && B`; SPEC §5). */
export function usePolicy(requirement: string | null | undefined): boolean {
  return isPolicyGranted(useApplicationConfiguration().auth.grantedPolicies, requirement);
}

/** A checker for many requirements at once, e.g. for `buildMenu(routes, isGranted)`. */
export function usePolicyChecker(): (requirement: string | null | undefined) => boolean {
  const { grantedPolicies } = useApplicationConfiguration().auth;
  return useCallback(
    (requirement) => isPolicyGranted(grantedPolicies, requirement),
    [grantedPolicies],
  );
}
