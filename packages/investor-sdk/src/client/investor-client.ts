import type { KyInstance } from 'ky';
import { createOperationCaller, type ClientOptions } from './call-operation';
import { createInvestorDesignedCalls } from './investor-designed-calls';
import { createInvestorSpecCalls } from './investor-spec-calls';

/**
 * The investor API over the platform's HTTP client, which adds auth, tenant, language and XSRF
 * headers (ARCHITECTURE: the SDK takes a ky instance whose prefixUrl is the API root).
 */
export function createInvestorClient(http: KyInstance, options?: ClientOptions) {
  const caller = createOperationCaller(http, options);
  return { ...createInvestorSpecCalls(caller), ...createInvestorDesignedCalls(caller) };
}

export type InvestorClient = ReturnType<typeof createInvestorClient>;
