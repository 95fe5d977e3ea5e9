import { http, HttpResponse, type RequestHandler } from 'msw';
import { ACCOUNT_OPERATIONS } from '../account/account-operations';
import {
  changePasswordInputSchema,
  passwordResetTokenInputSchema,
  profileUpdateInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  sendPasswordResetCodeInputSchema,
} from '../account/account-schemas';
import {
  changePassword,
  register,
  resetPassword,
  sendPasswordResetCode,
  updateProfile,
  verifyPasswordResetToken,
} from './account-operations';
import { identityUserDto, profileDto } from './mock-dtos';
import { normalizeName } from './platform-mock-model';
import { failureResponse, readInput, respond, respondEmpty } from './mock-responses';
import type { createMockRouting } from './mock-route';
import type { PlatformMockStore } from './platform-mock-store';

/** Test-only: the mails the mock backend "sent", newest first (never part of a real backend). */
export const SENT_EMAILS_PATH = '/api/__mocks/account/sent-emails';

const pathOf = (operation: keyof typeof ACCOUNT_OPERATIONS) =>
  `*/${ACCOUNT_OPERATIONS[operation].path}`;

/** The account module (contract §6.1): anonymous registration and password reset, then my profile. */
export function createAccountHandlers(
  store: PlatformMockStore,
  { anonymous, signedIn }: ReturnType<typeof createMockRouting>,
): RequestHandler[] {
  return [
    http.post(
      pathOf('register'),
      anonymous(async ({ caller, request }) => {
        const input = await readInput(request, registerInputSchema);
        if (!input.ok) return failureResponse(caller.culture, input.failure);
        return respond(
          caller.culture,
          register(store, caller.tenantId, input.value),
          identityUserDto,
        );
      }),
    ),
    http.post(
      pathOf('sendPasswordResetCode'),
      anonymous(async ({ caller, request }) => {
        const input = await readInput(request, sendPasswordResetCodeInputSchema);
        if (!input.ok) return failureResponse(caller.culture, input.failure);
        return respondEmpty(
          caller.culture,
          sendPasswordResetCode(store, caller.tenantId, input.value, caller.culture),
        );
      }),
    ),
    http.post(
      pathOf('verifyPasswordResetToken'),
      anonymous(async ({ caller, request }) => {
        const input = await readInput(request, passwordResetTokenInputSchema);
        if (!input.ok) return failureResponse(caller.culture, input.failure);
        return respond(
          caller.culture,
          verifyPasswordResetToken(store, caller.tenantId, input.value),
          (valid) => valid,
        );
      }),
    ),
    http.post(
      pathOf('resetPassword'),
      anonymous(async ({ caller, request }) => {
        const input = await readInput(request, resetPasswordInputSchema);
        if (!input.ok) return failureResponse(caller.culture, input.failure);
        return respondEmpty(caller.culture, resetPassword(store, caller.tenantId, input.value));
      }),
    ),
    http.get(
      pathOf('getMyProfile'),
      signedIn(({ user }) => HttpResponse.json(profileDto(user))),
    ),
    http.put(
      pathOf('updateMyProfile'),
      signedIn(async ({ caller, request, user }) => {
        const input = await readInput(request, profileUpdateInputSchema);
        if (!input.ok) return failureResponse(caller.culture, input.failure);
        return respond(caller.culture, updateProfile(store, user, input.value), profileDto);
      }),
    ),
    http.post(
      pathOf('changePassword'),
      signedIn(async ({ caller, request, user }) => {
        const input = await readInput(request, changePasswordInputSchema);
        if (!input.ok) return failureResponse(caller.culture, input.failure);
        return respondEmpty(caller.culture, changePassword(store, user, input.value));
      }),
    ),
    http.get(`*${SENT_EMAILS_PATH}`, ({ request }) => {
      const to = new URL(request.url).searchParams.get('to');
      return HttpResponse.json(
        store.sentEmails.filter((mail) => !to || normalizeName(mail.to) === normalizeName(to)),
      );
    }),
  ];
}
