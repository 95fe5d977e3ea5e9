import { Heading, Text } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { UserType, ValidationMessage, type TermsAndConditions } from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { CheckboxField } from '../../../forms/fields';
import { SahmForm } from '../../../forms/SahmForm';
import { useSahmForm } from '../../../forms/use-sahm-form';
import { useInvestorApi } from '../../../investor/use-investor-api';
import { handlesErrors, K, type StepProps } from './step-contract';
import { StepActions } from './StepActions';
import { useDraftSync } from './use-draft-sync';
import type { TextModule } from '../../../i18n/text-module';
import * as texts from './terms-texts';

/** The later steps' words: they join the localization when this chunk loads (`./lazy-steps.ts`). */
export const stepTexts: TextModule = texts;

/** Step 6: the terms (accepted once per version), the declarations, and the submission. */
export function TermsStep({
  userId,
  draft,
  onBack,
  onDone,
  terms,
}: StepProps & { terms: TermsAndConditions }) {
  const { t, language } = useLocalization();
  const api = useInvestorApi();
  const accept = useMutation({ ...api.mutations.acceptTermsAndConditions(), ...handlesErrors });
  const submit = useMutation({ ...api.mutations.submitInvestorData(), ...handlesErrors });
  const sahm = useSahmForm({
    // What is typed is kept in the draft (useDraftSync): leaving loses nothing (ADR 0430).
    askBeforeLeaving: false,
    schema: z.object({
      accepted: z.literal(true, { message: ValidationMessage.MustAcceptTerms }),
      isPoliticallyExposed: z.boolean(),
      isBeneficialOwner: z.boolean(),
    }),
    defaultValues: {
      accepted: terms.acceptedVersion === terms.version ? true : undefined,
      isPoliticallyExposed: false,
      isBeneficialOwner: true,
      ...(draft as object),
    },
    onSubmit: async (values) => {
      if (terms.acceptedVersion !== terms.version)
        await accept.mutateAsync({ version: terms.version, accepted: true });
      await submit.mutateAsync({
        userType: UserType.Individual,
        isPoliticallyExposed: values.isPoliticallyExposed,
        isBeneficialOwner: values.isBeneficialOwner,
        termsVersion: terms.version,
      });
      onDone();
    },
  });
  useDraftSync(userId, 'Terms', sahm.form.watch);
  return (
    <SahmForm form={sahm} aria-label={t(K('Step:Terms'))}>
      <Heading as="h3" size="3">
        {language === 'ar' ? terms.titleAr : terms.titleEn}
      </Heading>
      <Text as="p" size="1" color="gray">
        {t(K('TermsVersion'), terms.version)}
      </Text>
      <Text as="p" style={{ whiteSpace: 'pre-line' }}>
        {language === 'ar' ? terms.contentAr : terms.contentEn}
      </Text>
      <CheckboxField name="accepted" label={t(K('AcceptTerms'))} required />
      <CheckboxField name="isBeneficialOwner" label={t(K('BeneficialOwner'))} />
      <CheckboxField name="isPoliticallyExposed" label={t(K('PoliticallyExposed'))} />
      <StepActions onBack={onBack} last busy={sahm.submitting} />
    </SahmForm>
  );
}
