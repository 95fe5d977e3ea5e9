/**
 * Words of the registration wizard's step 6, the terms, resource Sahm (`::Key`): they load with
 * that step's chunk, not with the wizard, which opens on any step (ADR 0248). The profile shows them too.
 */
export const en = {
  'CompleteRegistration:TermsVersion': 'Version {0}',
  'CompleteRegistration:AcceptTerms': 'I have read and accept the terms and conditions',
  'CompleteRegistration:PoliticallyExposed': 'I am a politically exposed person',
  'CompleteRegistration:BeneficialOwner': 'I invest for myself, not on behalf of someone else',
};

export const ar: Record<keyof typeof en, string> = {
  'CompleteRegistration:TermsVersion': 'الإصدار {0}',
  'CompleteRegistration:AcceptTerms': 'قرأت الشروط والأحكام وأوافق عليها',
  'CompleteRegistration:PoliticallyExposed': 'أنا شخص معرّض سياسيًا',
  'CompleteRegistration:BeneficialOwner': 'أستثمر لنفسي وليس نيابة عن غيري',
};
