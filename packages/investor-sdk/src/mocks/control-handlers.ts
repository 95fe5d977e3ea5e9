import { http } from 'msw';
import { z } from 'zod';
import { MOCKED_OPERATIONS, type MockedOperationId } from './mocked-operations';
import { validationError, zodValidationErrors } from './abp-error';
import { MOCK_FAILURE_KINDS } from './failures';
import type { InvestorMockStore } from './investor-mock-store';
import { noContent } from './mock-route';

/** Where Playwright (or anyone over HTTP) queues failures and resets the investor store. */
export const INVESTOR_MOCK_CONTROL_PATH = 'api/__mocks/investor';

const operationIds = Object.keys(MOCKED_OPERATIONS) as [MockedOperationId, ...MockedOperationId[]];

// Strict, and `pattern` refused by name: no caller's text ever becomes a regular expression here;
// an operation is named exactly (ADR 0450).
const failNextRequestSchema = z.strictObject({
  /** An operation id such as `getWallet`, or `*` for any call. */
  operation: z.union([z.enum(operationIds), z.literal('*')]),
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
  pattern: z.never({ error: 'Regular expressions are not taken: name the operation.' }).optional(),
});
export type FailNextRequest = z.input<typeof failNextRequestSchema>;

/**
 * Test-only endpoints (ADR 0017, 0450): `POST …/fail-next` with a `FailNextRequest`,
 * `DELETE …/failures`, `POST …/reset`. Mount them in the sandbox only, when its test hooks are
 * on, never in front of a real backend.
 */
export function createInvestorControlHandlers(store: InvestorMockStore) {
  const base = `*/${INVESTOR_MOCK_CONTROL_PATH}`;
  return [
    http.post(`${base}/fail-next`, async ({ request }) => {
      const result = failNextRequestSchema.safeParse(await request.json().catch(() => undefined));
      if (!result.success) return validationError(zodValidationErrors(result.error));
      const { operation, failure, times } = result.data;
      store.failNext(operation, failure, { times });
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
