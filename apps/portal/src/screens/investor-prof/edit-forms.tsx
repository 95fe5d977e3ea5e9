import { Text } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod/mini';
import type {
  GeneralInfo,
  InvestmentExperience,
  SuitabilityRiskStatement,
} from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { Modal, showToast } from '@sahm/ui';
import { SahmForm } from '../../forms/SahmForm';
import { useSahmForm, type SahmFormReturn } from '../../forms/use-sahm-form';
import {
  ExperienceFields,
  experienceFormDefaults,
  experienceFormSchema,
  experiencePayload,
} from '../../investor/forms/experience';
import {
  GeneralInfoFields,
  generalInfoFormDefaults,
  generalInfoFormSchema,
  generalInfoPayload,
} from '../../investor/forms/general-info';
import {
  RiskFields,
  riskFormSchema,
  riskPayload,
  savedRiskAnswers,
} from '../../investor/forms/risk';
import { useInvestorApi } from '../../investor/use-investor-api';

const handlesErrors = { meta: { handlesErrors: true } };
const P = (key: string) => `::InvestorProfile:${key}`;

export type EditorProps<T> = { saved: T; onClose: () => void };

/**
 * A section's form in the kit's `Modal`: Save submits the form, busy while it saves, closing a
 * changed form asks first, a success toast once saved (the SDK mutation has refreshed the data).
 */
function EditModal<TSchema extends z.core.$ZodType<FieldValues, FieldValues>>({
  title,
  sahm,
  onClose,
  children,
}: {
  title: string;
  sahm: SahmFormReturn<TSchema>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useLocalization();
  const formId = useId();
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      closeLabel={t(P('Close'))}
      cancelLabel={t(P('Cancel'))}
      submitLabel={t(P('Save'))}
      submitFormId={formId}
      busy={sahm.submitting}
      dirty={sahm.form.formState.isDirty}
      unsavedChangesWarning={{
        title: t(P('UnsavedTitle')),
        message: t(P('UnsavedMessage')),
        yesText: t(P('UnsavedDiscard')),
        cancelText: t(P('UnsavedKeep')),
        iconLabel: t(P('UnsavedIcon')),
      }}
    >
      <SahmForm form={sahm} id={formId} aria-label={title}>
        {children}
      </SahmForm>
    </Modal>
  );
}

// ── Personal information ──────────────────────────────────────────────────

/** The wizard's personal-information fields; the identity (id, type, birth date) is not edited. */
export function GeneralInfoEditor({ saved, onClose }: EditorProps<GeneralInfo>) {
  const { t } = useLocalization();
  const api = useInvestorApi();
  const save = useMutation({ ...api.mutations.saveGeneralInfo(), ...handlesErrors });
  const sahm = useSahmForm({
    schema: generalInfoFormSchema,
    defaultValues: generalInfoFormDefaults(saved),
    onSubmit: async (values) => {
      await save.mutateAsync(generalInfoPayload(values, saved));
      showToast({ severity: 'success', message: t(P('Saved:GeneralInfo')) });
      onClose();
    },
  });
  return (
    <EditModal title={t(P('Edit:GeneralInfo'))} sahm={sahm} onClose={onClose}>
      <GeneralInfoFields />
    </EditModal>
  );
}

// ── Investment experience ─────────────────────────────────────────────────

export function ExperienceEditor({ saved, onClose }: EditorProps<InvestmentExperience | null>) {
  const { t } = useLocalization();
  const api = useInvestorApi();
  const save = useMutation({ ...api.mutations.saveInvestmentExperience(), ...handlesErrors });
  const sahm = useSahmForm({
    schema: experienceFormSchema,
    defaultValues: experienceFormDefaults(saved),
    onSubmit: async (values) => {
      await save.mutateAsync(experiencePayload(values));
      showToast({ severity: 'success', message: t(P('Saved:Experience')) });
      onClose();
    },
  });
  return (
    <EditModal title={t(P('Edit:Experience'))} sahm={sahm} onClose={onClose}>
      <ExperienceFields />
    </EditModal>
  );
}

// ── Suitability risk statement ────────────────────────────────────────────

export function RiskEditor({ saved, onClose }: EditorProps<SuitabilityRiskStatement>) {
  const { t } = useLocalization();
  const api = useInvestorApi();
  const save = useMutation({ ...api.mutations.saveSuitabilityRiskStatement(), ...handlesErrors });
  const schema = useMemo(() => riskFormSchema(saved.questions), [saved.questions]);
  const sahm = useSahmForm({
    schema,
    defaultValues: { answers: savedRiskAnswers(saved) },
    onSubmit: async (values) => {
      await save.mutateAsync(riskPayload(values));
      showToast({ severity: 'success', message: t(P('Saved:Risk')) });
      onClose();
    },
  });
  return (
    <EditModal title={t(P('Edit:Risk'))} sahm={sahm} onClose={onClose}>
      <Text as="p" color="gray">
        {t(P('RiskHint'))}
      </Text>
      <RiskFields questions={saved.questions} />
    </EditModal>
  );
}
