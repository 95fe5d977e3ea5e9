import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { EmailSettingsClient } from '../client/email-settings-client';
import type { EmailSettingsInput, SendTestEmailInput } from '../schemas/email-settings';
import { invalidating } from './invalidating';

// Apart from the investor API's keys, queries and mutations, so a settings screen bundles only these.
export const emailSettingsKeys = {
  all: ['setting-management', 'emailing'] as const,
};

/** `queryOptions` for the emailing settings: `useQuery(emailSettingsQueries(client).emailSettings())`. */
export function emailSettingsQueries(client: EmailSettingsClient) {
  return {
    emailSettings: () =>
      queryOptions({ queryKey: emailSettingsKeys.all, queryFn: () => client.getEmailSettings() }),
  };
}

/** Mutation options for the emailing settings' writes; saving invalidates the settings read. */
export function emailSettingsMutations(client: EmailSettingsClient, queryClient: QueryClient) {
  return {
    updateEmailSettings: () =>
      invalidating(
        queryClient,
        [...emailSettingsKeys.all, 'update'],
        (input: EmailSettingsInput) => client.updateEmailSettings(input),
        () => [emailSettingsKeys.all],
      ),
    sendTestEmail: () =>
      invalidating(
        queryClient,
        [...emailSettingsKeys.all, 'send-test-email'],
        (input: SendTestEmailInput) => client.sendTestEmail(input),
        () => [],
      ),
  };
}
