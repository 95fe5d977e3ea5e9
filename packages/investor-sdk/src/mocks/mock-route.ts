import { http, HttpResponse, type PathParams } from 'msw';
import { z } from 'zod';
import { MOCKED_OPERATIONS, type MockedOperationId } from './mocked-operations';
import { sahmValidationErrorMap } from '../validation/messages';
import {
  abpError,
  challenge,
  envelopeInLanguage,
  validationError,
  zodValidationErrors,
} from './abp-error';
import { failureResponse, operationPattern } from './failures';
import type { InvestorMockStore } from './investor-mock-store';
import { languageOf, localize, type MockLanguage } from './localization';

/** Who calls: the user and their tenant (null or left out: the host). */
export interface MockInvestorCaller {
  userId: string;
  tenantId?: string | null;
}

export interface InvestorHandlerOptions {
  /** Resolves the caller from the request (its bearer token); null answers 401. */
  identify: (request: Request) => Promise<MockInvestorCaller | null>;
  /**
   * The backend's authorization of a call once the caller is known (the sandbox: the policies of
   * ADR 0012): a refusal to send back, or null to let the call through, as by default.
   */
  authorize?: (
    caller: MockInvestorCaller,
    operation: MockedOperationId,
  ) => Response | null | Promise<Response | null>;
  /**
   * The backend's checks on an emailing call (ABP EmailSettingsAppService: its policies and
   * features): a refusal to send back, or null to let the call through, as by default.
   */
  authorizeEmailSettings?: (
    userId: string,
    operation: EmailSettingsOperation,
  ) => Response | null | Promise<Response | null>;
}

/** The emailing calls of setting management (contract §11.1). */
export type EmailSettingsOperation = Extract<
  MockedOperationId,
  'getEmailSettings' | 'updateEmailSettings' | 'sendTestEmail'
>;

export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  userId: string;
  /** The caller's tenant, null for the host: what every lookup is filtered by. */
  tenantId: string | null;
  language: MockLanguage;
}

const HTTP_BY_METHOD = { GET: http.get, POST: http.post, PUT: http.put } as const;

/**
 * One MSW handler per operation: a queued failure answers first (ADR 0017), then the caller is
 * identified (ABP's bodiless 401 without one) and authorized, then the resolver runs.
 */
export function createRoute(
  store: InvestorMockStore,
  { identify, authorize }: InvestorHandlerOptions,
) {
  return (
    operation: MockedOperationId,
    resolve: (context: RouteContext) => Response | Promise<Response>,
  ) =>
    HTTP_BY_METHOD[MOCKED_OPERATIONS[operation].method](
      operationPattern(operation),
      async ({ request, params }: { request: Request; params: PathParams }) => {
        const failure = store.takeFailure(operation);
        if (failure) return failureResponse(operation, failure);
        const caller = await identify(request);
        if (!caller) return challenge();
        const language = languageOf(request);
        const refusal = await authorize?.(caller, operation);
        if (refusal) return refusal;
        const response = await resolve({
          request,
          url: new URL(request.url),
          params: Object.fromEntries(
            Object.entries(params).map(([name, value]) => [name, String(value)]),
          ),
          userId: caller.userId,
          tenantId: caller.tenantId ?? null,
          language,
        });
        return envelopeInLanguage(response, language);
      },
    );
}

/** Validates `input` with the SDK's own schema; invalid input becomes ABP's 400 (SPEC §5). */
export function validate<T extends z.core.$ZodType>(
  schema: T,
  input: unknown,
): { data: z.output<T> } | { response: Response } {
  const result = z.safeParse(schema, input ?? {}, { error: sahmValidationErrorMap });
  return result.success
    ? { data: result.data }
    : { response: validationError(zodValidationErrors(result.error)) };
}

export async function readJsonBody(request: Request): Promise<unknown> {
  return request.json().catch(() => undefined);
}

/**
 * A business-rule refusal: 403 with a code and a message in the request's language (contract §13);
 * another status where ABP's `AbpExceptionHttpStatusCodeOptions` maps the code to one.
 */
export function businessError(language: MockLanguage, messageKey: string, status = 403) {
  return abpError(status, localize(language, messageKey), null, {
    code: messageKey.replace('::', ':'),
  });
}

export const noContent = () => new HttpResponse(null, { status: 204 });
