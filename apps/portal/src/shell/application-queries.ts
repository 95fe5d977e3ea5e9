import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import {
  APPLICATION_CONFIGURATION_QUERY_KEY,
  APPLICATION_LOCALIZATION_QUERY_KEY,
} from '@sahm/platform';

/**
 * The application-wide reads (configuration, texts): they change with the language, the tenant or
 * a sign-in, never with a page or a person's data.
 */
export const isApplicationQuery = (queryKey: QueryKey) =>
  partialMatchKey(queryKey, APPLICATION_CONFIGURATION_QUERY_KEY) ||
  partialMatchKey(queryKey, APPLICATION_LOCALIZATION_QUERY_KEY);
