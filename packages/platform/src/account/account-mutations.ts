import type { QueryClient } from '@tanstack/react-query';
import { APPLICATION_CONFIGURATION_QUERY_KEY } from '../constants';
import { invalidatingMutation } from '../admin/abp-call/invalidating-mutation';
import type { AccountClient } from './account-client';
import { accountKeys } from './account-keys';
import type {
  ChangePasswordInput,
  ProfileUpdateInput,
  RegisterInput,
  ResetPasswordInput,
  SendPasswordResetCodeInput,
} from './account-schemas';

/**
 * Mutation options for the account writes. Saving the profile refetches application-configuration
 * too: its `currentUser` carries the user name, name and e-mail the navbar shows.
 */
export function accountMutations(client: AccountClient, queryClient: QueryClient) {
  const key = (name: string) => [...accountKeys.all, name] as const;
  const none = () => [];
  return {
    register: () =>
      invalidatingMutation(
        queryClient,
        key('register'),
        (input: RegisterInput) => client.register(input),
        none,
      ),
    sendPasswordResetCode: () =>
      invalidatingMutation(
        queryClient,
        key('send-password-reset-code'),
        (input: SendPasswordResetCodeInput) => client.sendPasswordResetCode(input),
        none,
      ),
    resetPassword: () =>
      invalidatingMutation(
        queryClient,
        key('reset-password'),
        (input: ResetPasswordInput) => client.resetPassword(input),
        (input) => [accountKeys.passwordResetToken(input)],
      ),
    updateMyProfile: () =>
      invalidatingMutation(
        queryClient,
        key('update-my-profile'),
        (input: ProfileUpdateInput) => client.updateMyProfile(input),
        () => [accountKeys.myProfile(), APPLICATION_CONFIGURATION_QUERY_KEY],
      ),
    changePassword: () =>
      invalidatingMutation(
        queryClient,
        key('change-password'),
        (input: ChangePasswordInput) => client.changePassword(input),
        () => [accountKeys.myProfile()],
      ),
  };
}
