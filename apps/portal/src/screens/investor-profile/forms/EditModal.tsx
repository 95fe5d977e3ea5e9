import { useId, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useLocalization } from '@sahm/platform';
import { Modal } from '@sahm/ui';
import { SahmForm } from '../../../forms/SahmForm';
import type { SahmFormReturn } from '../../../forms/use-sahm-form';
import { unsavedChangesWarning } from '../../../shell/unsaved-changes-warning';
import { P } from './editor-props';

/**
 * A section's form in the kit's `Modal`: Save submits the form, busy while it saves, closing a
 * changed form asks first, a success toast once saved (the SDK mutation has refreshed the data).
 */
export function EditModal<TSchema extends z.core.$ZodType<FieldValues, FieldValues>>({
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
      unsavedChangesWarning={unsavedChangesWarning(t)}
    >
      <SahmForm form={sahm} id={formId} aria-label={title}>
        {children}
      </SahmForm>
    </Modal>
  );
}
