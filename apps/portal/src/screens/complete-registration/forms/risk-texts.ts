/**
 * Words of the registration wizard's step 4, the risk statement, resource Sahm (`::Key`): they load with
 * that step's chunk, not with the wizard, which opens on any step (ADR 0248).
 */
export const en = {
  'CompleteRegistration:RiskIntro': 'Your answers decide which opportunities suit you.',
};

export const ar: Record<keyof typeof en, string> = {
  'CompleteRegistration:RiskIntro': 'تحدد إجاباتك الفرص التي تناسبك.',
};
