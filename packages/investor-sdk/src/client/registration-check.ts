import type { KyInstance } from 'ky';
import { checkUserIsCompleteRegisterResponseSchema } from '../schemas/registration-status';
import { createOperationCaller, type ClientOptions, type OperationCaller } from './call-operation';
import { investorOperation } from './operation-definition';

/** SPEC §7's `POST check-user-is-complete-register`, as `SPEC_INVESTOR_OPERATIONS` lists it. */
export const REGISTRATION_CHECK_OPERATION = investorOperation(
  'POST',
  'check-user-is-complete-register',
);

/**
 * The registration check over an operation caller: the one implementation behind
 * `InvestorClient.isRegistrationIncomplete` and the standalone `isRegistrationIncomplete`.
 */
export const checkRegistrationIncomplete = ({
  call,
}: OperationCaller<'isRegistrationIncomplete'>): Promise<boolean> =>
  call('isRegistrationIncomplete', checkUserIsCompleteRegisterResponseSchema);

/**
 * True while the signed-in investor still has to complete registration (SPEC §7, ADR 0014), without
 * the rest of the client: an app that only needs this check (a route guard) bundles only it.
 */
export function isRegistrationIncomplete(
  http: KyInstance,
  options?: ClientOptions,
): Promise<boolean> {
  const operations = { isRegistrationIncomplete: REGISTRATION_CHECK_OPERATION };
  return checkRegistrationIncomplete(createOperationCaller(operations, http, options));
}
