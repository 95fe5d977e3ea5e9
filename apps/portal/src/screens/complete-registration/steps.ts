import type { InvestorDetails, TermsAndConditions } from '@sahm/investor-sdk';

export const REGISTRATION_STEPS = [
  'NationalId',
  'GeneralInfo',
  'Experience',
  'Risk',
  'Phone',
  'Terms',
] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** Which steps the server already has: those are re-read from it, not from the draft. */
export function savedSteps(
  details: InvestorDetails,
  terms: TermsAndConditions,
): Record<RegistrationStep, boolean> {
  return {
    NationalId: details.generalInfo !== null,
    GeneralInfo: details.generalInfo !== null,
    Experience: details.investmentExperience !== null,
    Risk: details.riskLevel !== null,
    Phone: details.phoneNumberVerified,
    Terms: terms.acceptedVersion === terms.version && details.registrationCompleted,
  };
}

export function firstOpenStep(saved: Record<RegistrationStep, boolean>): number {
  const index = REGISTRATION_STEPS.findIndex((step) => !saved[step]);
  return index < 0 ? REGISTRATION_STEPS.length - 1 : index;
}
