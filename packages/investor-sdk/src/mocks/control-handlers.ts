import { http } from 'msw';
import { z } from 'zod';
import { SDK_OPERATIONS, type OperationId } from '../client/operations';
import { validationError, zodValidationErrors } from './abp-error';
import { MOCK_FAILURE_KINDS } from './failures';
import type { InvestorMockStore } from './investor-mock-store';
import { noContent } from './mock-route';

/** Where Playwright (or anyone over HTTP) queues failures and resets the investor store. */
export const INVESTOR_MOCK_CONTROL_PATH = 'api/__mocks/investor';

const operationIds = Object.keys(SDK_OPERATIONS) as [OperationId, ...OperationId[]];

const failNextRequestSchema = z
  .object({
    /** An operation id such as `getWallet`, or `*` for any call. */
    operation: z.union([z.enum(operationIds), z.literal('*')]).optional(),
    /** Instead of `operation`: a regular expression tested against `"GET /api/app/investor/…"`. */
    pattern: z.string().min(1).optional(),
    failure: z.union([
      z.enum(MOCK_FAILURE_KINDS),
      z.object({
        kind: z.enum(MOCK_FAILURE_KINDS),
        validationErrors: z
          .array(z.object({ message: z.string(), members: z.array(z.string()) }))
          .optional(),
        status: z.number().int().min(400).max(599).optional(),
        abpFormat: z.boolean().optional(),
      }),
    ]),
    times: z.number().int().positive().optional(),
  })
  .refine((request) => (request.operation === undefined) !== (request.pattern === undefined), {
    message: 'Give either operation or pattern.',
    path: ['operation'],
  });
export type FailNextRequest = z.input<typeof failNextRequestSchema>;

/**
 * Test-only endpoints (ADR 0017): `POST …/fail-next` with a `FailNextRequest`, `DELETE …/failures`,
 * `POST …/reset`. Mount them in the sandbox only, never in front of a real backend.
 */
export function createInvestorControlHandlers(store: InvestorMockStore) {
  const base = `*/${INVESTOR_MOCK_CONTROL_PATH}`;
  return [
    http.post(`${base}/fail-next`, async ({ request }) => {
      const result = failNextRequestSchema.safeParse(await request.json().catch(() => undefined));
      if (!result.success) return validationError(zodValidationErrors(result.error));
      const { operation, pattern, failure, times } = result.data;
      store.failNext(pattern === undefined ? (operation ?? '*') : new RegExp(pattern), failure, {
        times,
      });
      return noContent();
    }),
    http.delete(`${base}/failures`, () => {
      store.clearFailures();
      return noContent();
    }),
    http.post(`${base}/reset`, () => {
      store.reset();
      return noContent();
    }),
  ];
}
