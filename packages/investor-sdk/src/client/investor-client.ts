import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { checkUserIsCompleteRegisterResponseSchema } from '../schemas/registration';
import { InvestorResponseError } from './errors';

export const INVESTOR_API_BASE = 'api/app/investor';

function parse<T extends z.ZodType>(operation: string, schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new InvestorResponseError(operation, result.error.issues);
  return result.data;
}

/** The investor API over the platform's HTTP client (which adds auth, tenant and language headers). */
export function createInvestorClient(http: KyInstance) {
  return {
    /** True when the signed-in investor still has to complete registration (SPEC §7). */
    async isRegistrationIncomplete(): Promise<boolean> {
      const body: unknown = await http
        .post(`${INVESTOR_API_BASE}/check-user-is-complete-register`)
        .json();
      return parse(
        'check-user-is-complete-register',
        checkUserIsCompleteRegisterResponseSchema,
        body,
      );
    },
  };
}

export type InvestorClient = ReturnType<typeof createInvestorClient>;
