import { useId, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useLocalization } from '@sahm/platform';
import { Modal } from '@sahm/ui';
import { unsavedChangesWarning } from '../shell/unsaved-changes-warning';
import { SahmForm } from './SahmForm';
import type { SahmFormReturn } from './use-sahm-form';

/** The words of a form modal's buttons, in the caller's own texts. */
export interface FormModalLabels {
  close: string;
  cancel: string;
  submit: string;
}

/**
 * A form in the ui `Modal` (SPEC §4): the submit button submits the form and shows loading while
 * it saves, nothing closes it meanwhile, and closing a changed form asks first.
 */
export function FormModal<TSchema extends z.core.$ZodType<FieldValues, FieldValues>>({
  title,
  labels,
  sahm,
  onClose,
  children,
}: {
  title: string;
  labels: FormModalLabels;
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
      closeLabel={labels.close}
      cancelLabel={labels.cancel}
      submitLabel={labels.submit}
      submitFormId={formId}
      busy={sahm.submitting}
      dirty={sahm.form.formState.isDirty}
      unsavedChangesWarning={unsavedChangesWarning(t)}
    >
      <SahmForm form={sahm} id={formId} aria-label={title}>
        {children}
      </SahmForm>
    </Modal>
  );
}
