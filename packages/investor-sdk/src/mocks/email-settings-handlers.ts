import { HttpResponse } from 'msw';
import { emailSettingsInputSchema, sendTestEmailInputSchema } from '../schemas/email-settings';
import { forbidden } from './abp-error';
import type { InvestorMockStore } from './investor-mock-store';
import {
  createRoute,
  noContent,
  readJsonBody,
  validate,
  type InvestorHandlerOptions,
} from './mock-route';

/** Emailing settings of setting management, host-level only (contract §11.1). */
export function createEmailSettingsHandlers(
  store: InvestorMockStore,
  options: InvestorHandlerOptions,
) {
  const route = createRoute(store, options);
  const allowed = async (userId: string) =>
    (await options.canManageEmailSettings?.(userId)) ?? true;

  return [
    route('getEmailSettings', async ({ userId }) =>
      (await allowed(userId)) ? HttpResponse.json(store.emailSettings) : forbidden(),
    ),

    route('updateEmailSettings', async ({ request, userId }) => {
      if (!(await allowed(userId))) return forbidden();
      const input = validate(emailSettingsInputSchema, await readJsonBody(request));
      if ('response' in input) return input.response;
      store.emailSettings = input.data;
      return noContent();
    }),

    route('sendTestEmail', async ({ request, userId }) => {
      if (!(await allowed(userId))) return forbidden();
      const input = validate(sendTestEmailInputSchema, await readJsonBody(request));
      if ('response' in input) return input.response;
      store.send({
        channel: 'email',
        to: input.data.targetEmailAddress,
        purpose: 'test-email',
        body: `${input.data.subject}\n\n${input.data.body ?? ''}`,
      });
      return noContent();
    }),
  ];
}
