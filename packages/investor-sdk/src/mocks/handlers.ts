import { http, HttpResponse } from 'msw';

export interface InvestorMockOptions {
  /** Resolves the caller from the request's bearer token. */
  identify: (request: Request) => Promise<{ userId: string } | null>;
  /** Whether that user still has to complete registration. */
  isRegistrationIncomplete: (userId: string) => boolean;
}

const unauthorized = () =>
  HttpResponse.json(
    {
      error: {
        code: null,
        message: 'You are not authenticated!',
        details: 'You should be authenticated (sign in) in order to perform this operation.',
      },
    },
    { status: 401, headers: { _AbpErrorFormat: 'true' } },
  );

/** MSW handlers of the investor API, shared by Storybook, unit tests and the sandbox. */
export function createInvestorHandlers(options: InvestorMockOptions) {
  return [
    http.post('*/api/app/investor/check-user-is-complete-register', async ({ request }) => {
      const caller = await options.identify(request);
      if (!caller) return unauthorized();
      return HttpResponse.json(options.isRegistrationIncomplete(caller.userId));
    }),
  ];
}
