import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  APPLICATION_CONFIGURATION_QUERY_KEY,
  APPLICATION_LOCALIZATION_QUERY_KEY,
} from '@sahm/platform';
// The draft module only, not the wizard: it must stay out of the first load.
import { clearRegistrationDrafts } from '../screens/complete-registration/registration-draft';

const startsWith = (key: QueryKey, prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

/** The configuration is refetched after a session ends; the texts are the same for everyone. */
const keptAcrossPeople = (key: QueryKey) =>
  startsWith(key, APPLICATION_CONFIGURATION_QUERY_KEY) ||
  startsWith(key, APPLICATION_LOCALIZATION_QUERY_KEY);

/**
 * What the portal keeps about the signed-in person, forgotten at every end of a session, in every
 * tab (docs/adr/0412): the registration wizard's drafts, and every cached answer of the API, so
 * that the next person to sign in on this tab never sees the last one's wallet or profile.
 */
export function forgetSignedInPerson(queryClient: QueryClient): void {
  clearRegistrationDrafts();
  queryClient.removeQueries({ predicate: ({ queryKey }) => !keptAcrossPeople(queryKey) });
}
