import type { KyInstance } from 'ky';
import { z } from 'zod/mini';
import { createOperationCaller, type ClientOptions, type OperationCaller } from './call-operation';
import { investorOperation } from './operation-definition';

/** SPEC §7's `GET investor-name`: plain text in the request's language. */
export const INVESTOR_NAME_OPERATION = investorOperation('GET', 'investor-name', 'text');

/** An investor always has a name to show; the server falls back to the user name. */
const investorNameSchema = z.string().check(z.minLength(1));

/**
 * The investor's name over an operation caller: the one implementation behind
 * `InvestorClient.getInvestorName` and the standalone `getInvestorName`.
 */
export const readInvestorName = ({ call }: OperationCaller<'getInvestorName'>): Promise<string> =>
  call('getInvestorName', investorNameSchema);

/**
 * The signed-in investor's own name without the rest of the client: an app that shows it on every
 * page (a greeting, a user menu) bundles only this call.
 */
export function getInvestorName(http: KyInstance, options?: ClientOptions): Promise<string> {
  const operations = { getInvestorName: INVESTOR_NAME_OPERATION };
  return readInvestorName(createOperationCaller(operations, http, options));
}
