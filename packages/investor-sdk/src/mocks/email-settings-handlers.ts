import { HttpResponse } from 'msw';
import { validationError } from './abp-error';
import {
  bindEmailSettings,
  bindSendTestEmail,
  emailSettingsIssues,
  sendTestEmailIssues,
} from './email-settings-dto';
import type { InvestorMockStore } from './investor-mock-store';
import {
  createRoute,
  noContent,
  readJsonBody,
  type EmailSettingsOperation,
  type InvestorHandlerOptions,
  type RouteContext,
} from './mock-route';

/** Emailing settings of setting management (contract §11.1): the host's, or the caller's tenant's. */
export function createEmailSettingsHandlers(
  store: InvestorMockStore,
  options: InvestorHandlerOptions,
) {
  const route = createRoute(store, options);
  // ABP checks the policies before it validates the body, the features after; both refuse
  // alike, so here both come first.
  const authorized = (
    operation: EmailSettingsOperation,
    resolve: (context: RouteContext) => Response | Promise<Response>,
  ) =>
    route(operation, async (context) => {
      const refusal = await options.authorizeEmailSettings?.(context.userId, operation);
      return refusal ?? resolve(context);
    });

  return [
    // ABP 9+ (abp#21156): GetAsync never sends the SMTP password back.
    authorized('getEmailSettings', ({ tenantId }) =>
      HttpResponse.json({ ...store.emailSettingsFor(tenantId), smtpPassword: null }),
    ),

    authorized('updateEmailSettings', async ({ request, tenantId, language }) => {
      const body = await readJsonBody(request);
      const issues = emailSettingsIssues(body, language);
      if (issues.length > 0) return validationError(issues, language);
      store.saveEmailSettings(tenantId, bindEmailSettings(body));
      return noContent();
    }),

    authorized('sendTestEmail', async ({ request, language }) => {
      const body = await readJsonBody(request);
      const issues = sendTestEmailIssues(body, language);
      if (issues.length > 0) return validationError(issues, language);
      const mail = bindSendTestEmail(body);
      store.send({
        channel: 'email',
        to: mail.targetEmailAddress,
        purpose: 'test-email',
        body: `${mail.subject}\n\n${mail.body ?? ''}`,
      });
      return noContent();
    }),
  ];
}
