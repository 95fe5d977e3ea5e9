import { HttpResponse } from 'msw';
import { z } from 'zod';
import { NationalIdType } from '../enums';
import {
  generalInfoInputSchema,
  investmentExperienceInputSchema,
  suitabilityRiskStatementInputSchema,
} from '../schemas/investor-profile';
import {
  investorDataInputSchema,
  nationalIdCheckInputSchema,
  phoneNumberInputSchema,
  termsAcceptanceInputSchema,
} from '../schemas/registration';
import { saudiMobileSchema } from '../validation/field-schemas';
import { InvestorRuleMessage, ValidationMessage, withParams } from '../validation/messages';
import { validationError, type AbpValidationError } from './abp-error';
import type { InvestorMockStore } from './investor-mock-store';
import {
  fullNames,
  investorName,
  toInvestor,
  toInvestorDetails,
  toInvestorProfile,
  toInvestorSummary,
  toSuitabilityRiskStatement,
  toTermsAndConditions,
  toWallet,
} from './investor-views';
import { readListQuery, toPagedResult } from './list-query';
import {
  createRoute,
  noContent,
  readJsonBody,
  validate,
  type InvestorHandlerOptions,
} from './mock-route';
import { CURRENT_TERMS, MOCK_SMS_VERIFICATION_CODE, RISK_QUESTIONNAIRE } from './seed-registration';

const emailQuerySchema = z.object({ email: z.email() });
const phoneQuerySchema = z.object({ phone: saudiMobileSchema });

const SUBSCRIPTION_SORT_FIELDS = [
  'subscribedAt',
  'amount',
  'status',
  'opportunityTitleAr',
  'opportunityTitleEn',
] as const;
const INVESTOR_SORT_FIELDS = [
  'userName',
  'email',
  'fullNameAr',
  'fullNameEn',
  'creationTime',
  'registrationCompleted',
] as const;

/** Handlers of the 23 investor calls of SPEC §7. */
export function createInvestorSpecHandlers(
  store: InvestorMockStore,
  options: InvestorHandlerOptions,
) {
  const route = createRoute(store, options);

  return [
    route('checkNationalId', ({ url, params, userId, tenantId }) => {
      const birthDate = url.searchParams.get('birthDate') ?? undefined;
      const nationalType = url.searchParams.get('nationalType');
      const input = validate(nationalIdCheckInputSchema, {
        nationalId: params.nationalId,
        birthDate,
        nationalType: nationalType === null ? undefined : Number(nationalType),
      });
      if ('response' in input) return input.response;
      const holder = store
        .investorsOfTenant(tenantId)
        .find((investor) => investor.generalInfo?.nationalId === input.data.nationalId);
      // Another person's number: say only that it is taken. No names, and no birth-date check,
      // which would confirm that person's birth date (ADR 0451).
      if (holder && holder.userId !== userId) {
        return HttpResponse.json({
          isVerified: false,
          isAlreadyRegistered: true,
          fullNameAr: null,
          fullNameEn: null,
          nationalityCode: null,
        });
      }
      // The mock registry knows every well-formed number; one on file must match its birth date.
      const isVerified = !holder || holder.generalInfo?.birthDate === input.data.birthDate;
      // The names are always the caller's own: their saved general info, else their account's.
      const caller = store.ensureInvestor(userId, tenantId);
      const names = holder
        ? fullNames(holder)
        : { fullNameAr: caller.nameAr, fullNameEn: caller.nameEn };
      return HttpResponse.json({
        isVerified,
        isAlreadyRegistered: false,
        ...(isVerified ? names : { fullNameAr: null, fullNameEn: null }),
        nationalityCode:
          isVerified && input.data.nationalType === NationalIdType.Citizen ? 'SA' : null,
      });
    }),

    // True when registration is INCOMPLETE (SPEC §7, ADR 0014).
    route('isRegistrationIncomplete', ({ userId, tenantId }) =>
      HttpResponse.json(!store.ensureInvestor(userId, tenantId).registrationCompleted),
    ),

    route('saveInvestmentExperience', async ({ request, userId, tenantId }) => {
      const input = validate(investmentExperienceInputSchema, await readJsonBody(request));
      if ('response' in input) return input.response;
      const investor = store.ensureInvestor(userId, tenantId);
      investor.investmentExperience = input.data;
      return HttpResponse.json(investor.investmentExperience);
    }),

    route('submitInvestorData', async ({ request, userId, tenantId }) => {
      const input = validate(investorDataInputSchema, await readJsonBody(request));
      if ('response' in input) return input.response;
      const investor = store.ensureInvestor(userId, tenantId);
      if (input.data.termsVersion !== CURRENT_TERMS.version) {
        return validationError([
          {
            message: withParams(InvestorRuleMessage.TermsVersionMismatch, CURRENT_TERMS.version),
            members: ['termsVersion'],
          },
        ]);
      }
      const missing: AbpValidationError[] = [
        investor.generalInfo ? null : 'generalInfo',
        investor.investmentExperience ? null : 'investmentExperience',
        investor.riskAnswers.length > 0 ? null : 'suitabilityRiskStatement',
        investor.phoneNumberVerified ? null : 'phoneNumber',
        investor.acceptedTermsVersion === CURRENT_TERMS.version ? null : 'termsAndConditions',
      ]
        .filter((step): step is string => step !== null)
        .map((step) => ({
          message: InvestorRuleMessage.RegistrationStepRequired,
          members: [step],
        }));
      if (missing.length > 0) return validationError(missing);
      Object.assign(investor, {
        userType: input.data.userType,
        isPoliticallyExposed: input.data.isPoliticallyExposed,
        isBeneficialOwner: input.data.isBeneficialOwner,
        registrationCompleted: true,
      });
      return HttpResponse.json(toInvestor(investor));
    }),

    route('saveGeneralInfo', async ({ request, userId, tenantId }) => {
      const input = validate(generalInfoInputSchema, await readJsonBody(request));
      if ('response' in input) return input.response;
      const takenByOther = store
        .investorsOfTenant(tenantId)
        .some(
          (other) =>
            other.userId !== userId && other.generalInfo?.nationalId === input.data.nationalId,
        );
      if (takenByOther) {
        return validationError([
          { message: InvestorRuleMessage.NationalIdAlreadyRegistered, members: ['nationalId'] },
        ]);
      }
      const investor = store.ensureInvestor(userId, tenantId);
      investor.generalInfo = input.data;
      return HttpResponse.json(investor.generalInfo);
    }),

    route('saveSuitabilityRiskStatement', async ({ request, userId, tenantId }) => {
      const input = validate(suitabilityRiskStatementInputSchema, await readJsonBody(request));
      if ('response' in input) return input.response;
      const errors = RISK_QUESTIONNAIRE.flatMap((question, index) => {
        const answer = input.data.answers.find((candidate) => candidate.questionId === question.id);
        return answer && answer.optionId in question.weights
          ? []
          : [{ message: ValidationMessage.Required, members: [`answers.${index}`] }];
      });
      if (errors.length > 0) return validationError(errors);
      const investor = store.ensureInvestor(userId, tenantId);
      investor.riskAnswers = input.data.answers;
      investor.riskSubmittedAt = store.now().toISOString();
      return HttpResponse.json(toSuitabilityRiskStatement(investor));
    }),

    route('getWallet', ({ userId, tenantId }) =>
      HttpResponse.json(toWallet(store.ensureInvestor(userId, tenantId))),
    ),

    route('getBankAccounts', ({ userId, tenantId }) =>
      HttpResponse.json({ items: store.ensureInvestor(userId, tenantId).bankAccounts }),
    ),

    route('getCurrentSubscriptions', ({ url, userId, tenantId, language }) => {
      const parsed = readListQuery(url, SUBSCRIPTION_SORT_FIELDS, language);
      if ('response' in parsed) return parsed.response;
      if (parsed.query.sorts.length === 0)
        parsed.query.sorts.push({ field: 'subscribedAt', descending: true });
      return HttpResponse.json(
        toPagedResult(store.ensureInvestor(userId, tenantId).subscriptions, parsed.query, []),
      );
    }),

    route('getInvestmentExperience', ({ userId, tenantId }) =>
      HttpResponse.json(store.ensureInvestor(userId, tenantId).investmentExperience),
    ),

    route('getInvestor', ({ userId, tenantId }) =>
      HttpResponse.json(toInvestor(store.ensureInvestor(userId, tenantId))),
    ),

    route('getInvestorDetails', ({ userId, tenantId }) =>
      HttpResponse.json(toInvestorDetails(store.ensureInvestor(userId, tenantId))),
    ),

    route('getGeneralInfo', ({ userId, tenantId }) =>
      HttpResponse.json(store.ensureInvestor(userId, tenantId).generalInfo),
    ),

    route('getInvestorName', ({ userId, tenantId, language }) =>
      HttpResponse.text(investorName(store.ensureInvestor(userId, tenantId), language)),
    ),

    route('getProfile', ({ userId, tenantId }) =>
      HttpResponse.json(toInvestorProfile(store.ensureInvestor(userId, tenantId))),
    ),

    route('getSuitabilityRiskStatement', ({ userId, tenantId }) =>
      HttpResponse.json(toSuitabilityRiskStatement(store.ensureInvestor(userId, tenantId))),
    ),

    // The back-office list: the caller's tenant only; the policy is the backend's (`authorize`).
    route('getInvestors', ({ url, tenantId, language }) => {
      const parsed = readListQuery(url, INVESTOR_SORT_FIELDS, language);
      if ('response' in parsed) return parsed.response;
      if (parsed.query.sorts.length === 0)
        parsed.query.sorts.push({ field: 'creationTime', descending: true });
      const summaries = store.investorsOfTenant(tenantId).map(toInvestorSummary);
      return HttpResponse.json(
        toPagedResult(summaries, parsed.query, ['userName', 'email', 'fullNameAr', 'fullNameEn']),
      );
    }),

    route('getTermsAndConditions', ({ userId, tenantId }) =>
      HttpResponse.json(toTermsAndConditions(store.ensureInvestor(userId, tenantId))),
    ),

    route('resendActivationEmail', ({ url }) => {
      const input = validate(emailQuerySchema, {
        email: url.searchParams.get('email') ?? undefined,
      });
      if ('response' in input) return input.response;
      store.send({
        channel: 'email',
        to: input.data.email,
        purpose: 'activation',
        body: 'Activate your Sahm account.',
      });
      return noContent();
    }),

    route('sendEmail', ({ url }) => {
      const input = validate(emailQuerySchema, {
        email: url.searchParams.get('email') ?? undefined,
      });
      if ('response' in input) return input.response;
      store.send({
        channel: 'email',
        to: input.data.email,
        purpose: 'email-verification',
        body: MOCK_SMS_VERIFICATION_CODE,
      });
      return noContent();
    }),

    route('sendSms', ({ url, userId, tenantId }) => {
      const input = validate(phoneQuerySchema, {
        phone: url.searchParams.get('phone') ?? undefined,
      });
      if ('response' in input) return input.response;
      store.ensureInvestor(userId, tenantId).pendingPhoneVerification = {
        phoneNumber: input.data.phone,
        code: MOCK_SMS_VERIFICATION_CODE,
      };
      store.send({
        channel: 'sms',
        to: input.data.phone,
        purpose: 'phone-verification',
        body: MOCK_SMS_VERIFICATION_CODE,
      });
      return noContent();
    }),

    route('updatePhoneNumber', async ({ request, userId, tenantId }) => {
      const input = validate(phoneNumberInputSchema, await readJsonBody(request));
      if ('response' in input) return input.response;
      const investor = store.ensureInvestor(userId, tenantId);
      const pending = investor.pendingPhoneVerification;
      if (
        pending?.phoneNumber !== input.data.phoneNumber ||
        pending.code !== input.data.verificationCode
      ) {
        return validationError([
          { message: ValidationMessage.InvalidVerificationCode, members: ['verificationCode'] },
        ]);
      }
      Object.assign(investor, {
        phoneNumber: input.data.phoneNumber,
        phoneNumberVerified: true,
        phoneVerifiedAt: store.now().toISOString(),
        pendingPhoneVerification: null,
      });
      return HttpResponse.json({
        phoneNumber: investor.phoneNumber,
        isVerified: true,
        verifiedAt: investor.phoneVerifiedAt,
      });
    }),

    route('acceptTermsAndConditions', async ({ request, userId, tenantId }) => {
      const input = validate(termsAcceptanceInputSchema, await readJsonBody(request));
      if ('response' in input) return input.response;
      if (input.data.version !== CURRENT_TERMS.version) {
        return validationError([
          {
            message: withParams(InvestorRuleMessage.TermsVersionMismatch, CURRENT_TERMS.version),
            members: ['version'],
          },
        ]);
      }
      const investor = store.ensureInvestor(userId, tenantId);
      investor.acceptedTermsVersion = input.data.version;
      investor.acceptedTermsAt = store.now().toISOString();
      return HttpResponse.json({
        version: investor.acceptedTermsVersion,
        acceptedAt: investor.acceptedTermsAt,
      });
    }),
  ];
}
