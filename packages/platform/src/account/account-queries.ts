import { queryOptions } from '@tanstack/react-query';
import type { AccountClient } from './account-client';
import { accountKeys } from './account-keys';
import type { PasswordResetTokenInput } from './account-schemas';

/** `queryOptions` for the account reads: `useQuery(accountQueries(client).myProfile())`. */
export function accountQueries(client: AccountClient) {
  return {
    myProfile: () =>
      queryOptions({ queryKey: accountKeys.myProfile(), queryFn: () => client.getMyProfile() }),
    /** Whether a reset link is still usable; a read although ABP sends it as a POST. */
    passwordResetToken: (input: PasswordResetTokenInput) =>
      queryOptions({
        queryKey: accountKeys.passwordResetToken(input),
        queryFn: () => client.verifyPasswordResetToken(input),
        staleTime: Infinity,
      }),
  };
}
