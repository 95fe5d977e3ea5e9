import type { KyInstance } from 'ky';
import { createOperationCaller, type ClientOptions } from './call-operation';
import { DESIGNED_INVESTOR_OPERATIONS, SPEC_INVESTOR_OPERATIONS } from './operations';
import { createInvestorDesignedCalls } from './investor-designed-calls';
import { createInvestorSpecCalls } from './investor-spec-calls';

/**
 * The investor API over the platform's HTTP client, which adds auth, tenant, language and XSRF
 * headers (ARCHITECTURE: the SDK takes a ky instance whose prefixUrl is the API root).
 */
export function createInvestorClient(http: KyInstance, options?: ClientOptions) {
  const operations = { ...SPEC_INVESTOR_OPERATIONS, ...DESIGNED_INVESTOR_OPERATIONS };
  const caller = createOperationCaller(operations, http, options);
  return { ...createInvestorSpecCalls(caller), ...createInvestorDesignedCalls(caller) };
}

export type InvestorClient = ReturnType<typeof createInvestorClient>;
