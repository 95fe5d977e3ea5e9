import { z } from 'zod/mini';
import {
  listResultSchema,
  pagedResultSchema,
  type FilteredPagedAndSortedQuery,
  type PagedAndSortedQuery,
} from '../schemas/common';
import { bankAccountSchema } from '../schemas/bank-account';
import {
  generalInfoSchema,
  investmentExperienceSchema,
  investorDetailsSchema,
  investorProfileSchema,
  investorSummarySchema,
  suitabilityRiskStatementSchema,
  type GeneralInfoInput,
  type InvestmentExperienceInput,
  type SuitabilityRiskStatementInput,
} from '../schemas/investor-profile';
import {
  investorSchema,
  nationalIdCheckResultSchema,
  phoneNumberSchema,
  termsAcceptanceSchema,
  termsAndConditionsSchema,
  type InvestorDataInput,
  type NationalIdCheckInput,
  type PhoneNumberInput,
  type TermsAcceptanceInput,
} from '../schemas/registration';
import { subscriptionSchema } from '../schemas/subscription';
import { walletSchema } from '../schemas/wallet';
import type { OperationCaller } from './call-operation';
import type { SPEC_INVESTOR_OPERATIONS } from './operations';
import { readInvestorName } from './investor-name';
import { checkRegistrationIncomplete } from './registration-check';

/** The 23 investor calls of SPEC §7, one method each, with methods, paths and parameters as listed. */
export function createInvestorSpecCalls(
  caller: OperationCaller<keyof typeof SPEC_INVESTOR_OPERATIONS>,
) {
  const { call, callWithoutResult } = caller;
  return {
    /** `POST check-national-id/{nationalId}?birthDate&nationalType`. */
    checkNationalId: ({ nationalId, birthDate, nationalType }: NationalIdCheckInput) =>
      call('checkNationalId', nationalIdCheckResultSchema, {
        pathParams: { nationalId },
        query: { birthDate, nationalType },
      }),
    /**
     * `POST check-user-is-complete-register`: true when the signed-in investor still has to complete
     * registration (SPEC §7 — the server's flag reads backwards to its name, ADR 0014).
     */
    isRegistrationIncomplete: () => checkRegistrationIncomplete(caller),
    /** `POST investment-experience`. */
    saveInvestmentExperience: (body: InvestmentExperienceInput) =>
      call('saveInvestmentExperience', investmentExperienceSchema, { json: body }),
    /** `POST investor`: the last registration step; completes registration. */
    submitInvestorData: (body: InvestorDataInput) =>
      call('submitInvestorData', investorSchema, { json: body }),
    /** `POST investor-general-info`. */
    saveGeneralInfo: (body: GeneralInfoInput) =>
      call('saveGeneralInfo', generalInfoSchema, { json: body }),
    /** `POST investor-suitability-risk-statement`. */
    saveSuitabilityRiskStatement: (body: SuitabilityRiskStatementInput) =>
      call('saveSuitabilityRiskStatement', suitabilityRiskStatementSchema, { json: body }),
    /** `GET account-financial-info`: the wallet. */
    getWallet: () => call('getWallet', walletSchema),
    /** `GET account-iban-info`: the investor's bank accounts. */
    getBankAccounts: () => call('getBankAccounts', listResultSchema(bankAccountSchema)),
    /** `GET current-investor-subscriptions?sorting&skipCount&maxResultCount`. */
    getCurrentSubscriptions: ({ sorting, skipCount, maxResultCount }: PagedAndSortedQuery = {}) =>
      call('getCurrentSubscriptions', pagedResultSchema(subscriptionSchema), {
        query: { sorting, skipCount, maxResultCount },
      }),
    /** `GET investment-experience`; null until submitted. */
    getInvestmentExperience: () =>
      call('getInvestmentExperience', z.nullable(investmentExperienceSchema)),
    /** `GET investor`. */
    getInvestor: () => call('getInvestor', investorSchema),
    /** `GET investor-details`. */
    getInvestorDetails: () => call('getInvestorDetails', investorDetailsSchema),
    /** `GET investor-general-info`; null until submitted. */
    getGeneralInfo: () => call('getGeneralInfo', z.nullable(generalInfoSchema)),
    /** `GET investor-name`: plain text, in the request's language. */
    getInvestorName: () => readInvestorName(caller),
    /** `GET investor-profile-data`. */
    getProfile: () => call('getProfile', investorProfileSchema),
    /** `GET investor-suitability-risk-statement`: questionnaire, answers and scored risk level. */
    getSuitabilityRiskStatement: () =>
      call('getSuitabilityRiskStatement', suitabilityRiskStatementSchema),
    /** `GET investors-data?filter&sorting&skipCount&maxResultCount`. */
    getInvestors: ({
      filter,
      sorting,
      skipCount,
      maxResultCount,
    }: FilteredPagedAndSortedQuery = {}) =>
      call('getInvestors', pagedResultSchema(investorSummarySchema), {
        query: { filter, sorting, skipCount, maxResultCount },
      }),
    /** `GET terms-and-conditions`. */
    getTermsAndConditions: () => call('getTermsAndConditions', termsAndConditionsSchema),
    /** `POST re-send-activation-email?email`. */
    resendActivationEmail: (email: string) =>
      callWithoutResult('resendActivationEmail', { query: { email } }),
    /** `POST send-email?email`: sends an e-mail verification code. */
    sendEmail: (email: string) => callWithoutResult('sendEmail', { query: { email } }),
    /** `POST send-sMS?phone`: sends the phone verification code. */
    sendSms: (phone: string) => callWithoutResult('sendSms', { query: { phone } }),
    /** `PUT phone-number`: verifies the code and stores the number. */
    updatePhoneNumber: (body: PhoneNumberInput) =>
      call('updatePhoneNumber', phoneNumberSchema, { json: body }),
    /** `PUT termsand-condition-acceptance` (the spec's spelling). */
    acceptTermsAndConditions: (body: TermsAcceptanceInput) =>
      call('acceptTermsAndConditions', termsAcceptanceSchema, { json: body }),
  };
}
