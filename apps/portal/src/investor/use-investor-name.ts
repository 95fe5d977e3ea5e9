import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { investorKeys } from '@sahm/investor-sdk';
import {
  hasCompletedRegistration,
  rememberCompletedRegistration,
  useCurrentUser,
  useHttpClient,
} from '@sahm/platform';
import { handlesErrors } from '../shell/http-errors';
import { isInvestorPerson } from './investor-person';

const signedInCalls = () => import('./signed-in-calls');

/**
 * The investor's own name (`GET investor-name`, plain text in the request's language) once their
 * registration is complete; undefined while it loads, after a failure, and for anyone else, so
 * the caller shows the account's name instead (ADR 0475).
 */
export function useInvestorName(): string | undefined {
  const user = useCurrentUser();
  const http = useHttpClient();
  const investor = isInvestorPerson(user);
  const knownComplete = hasCompletedRegistration(user.id);
  // The keys of the SDK's queries: Home's overview shares the answer, and saving general info
  // invalidates the name.
  const registration = useQuery({
    queryKey: investorKeys.registrationStatus(),
    queryFn: async () => (await signedInCalls()).isRegistrationIncomplete(http),
    ...handlesErrors,
    enabled: investor && !knownComplete,
  });
  const complete = knownComplete || registration.data === false;
  // As the route guards do (SPEC §3's IsCompleteReg): the next start asks for the name at once.
  useEffect(() => {
    if (registration.data === false && user.id) rememberCompletedRegistration(user.id);
  }, [registration.data, user.id]);
  const name = useQuery({
    queryKey: investorKeys.name(),
    queryFn: async () => (await signedInCalls()).getInvestorName(http),
    ...handlesErrors,
    enabled: investor && complete,
    // Changed only by saving general info, which invalidates it; no refetch per mounted view.
    staleTime: Infinity,
  });
  const shown = name.data?.trim();
  return investor && complete && shown ? shown : undefined;
}
