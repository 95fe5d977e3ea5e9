import type { QueryClient } from '@tanstack/react-query';
// The draft module only, not the wizard: it must stay out of the first load.
import { clearRegistrationDrafts } from '../screens/complete-registration/registration-draft';
import { isApplicationQuery } from './application-queries';

/**
 * What the portal keeps about the signed-in person, forgotten at every end of a session, in every
 * tab (docs/adr/0412): the registration wizard's drafts, and every cached answer of the API, so
 * that the next person to sign in on this tab never sees the last one's wallet or profile.
 */
export function forgetSignedInPerson(queryClient: QueryClient): void {
  clearRegistrationDrafts();
  // The configuration is refetched after a session ends; the texts are the same for everyone.
  queryClient.removeQueries({ predicate: ({ queryKey }) => !isApplicationQuery(queryKey) });
}
