import type {
  GeneralInfo,
  InvestmentExperience,
  Investor,
  SuitabilityRiskStatement,
  TermsAndConditions,
} from '@sahm/investor-sdk';

export const REGISTRATION_STEPS = [
  'NationalId',
  'GeneralInfo',
  'Experience',
  'Risk',
  'Phone',
  'Terms',
] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** What the server holds for each step: SPEC §7's GET call of that step (ADR 0060). */
export type RegistrationOnFile = {
  investor: Investor;
  generalInfo: GeneralInfo | null;
  investmentExperience: InvestmentExperience | null;
  statement: SuitabilityRiskStatement;
  terms: TermsAndConditions;
};

/** Which steps the server already has: those are re-read from it, not from the draft. */
export function savedSteps(onFile: RegistrationOnFile): Record<RegistrationStep, boolean> {
  const { investor, generalInfo, investmentExperience, statement, terms } = onFile;
  return {
    // Steps 1 and 2 are saved together: the identity is part of the general info.
    NationalId: generalInfo !== null,
    GeneralInfo: generalInfo !== null,
    Experience: investmentExperience !== null,
    Risk: statement.riskLevel !== null,
    Phone: investor.phoneNumberVerified,
    Terms: terms.acceptedVersion === terms.version && investor.registrationCompleted,
  };
}

export function firstOpenStep(saved: Record<RegistrationStep, boolean>): number {
  const index = REGISTRATION_STEPS.findIndex((step) => !saved[step]);
  return index < 0 ? REGISTRATION_STEPS.length - 1 : index;
}
