import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { invalidatingMutation } from './abp-call/invalidating-mutation';
import type { EmailSettingsClient } from './email-settings-client';
import type { EmailSettingsInput, SendTestEmailInput } from './schemas/email-settings';

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
      invalidatingMutation(
        queryClient,
        [...emailSettingsKeys.all, 'update'],
        (input: EmailSettingsInput) => client.updateEmailSettings(input),
        () => [emailSettingsKeys.all],
      ),
    sendTestEmail: () =>
      invalidatingMutation(
        queryClient,
        [...emailSettingsKeys.all, 'send-test-email'],
        (input: SendTestEmailInput) => client.sendTestEmail(input),
        () => [],
      ),
  };
}
