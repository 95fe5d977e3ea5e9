import { useId, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useLocalization } from '@sahm/platform';
import { Modal, type ModalSize } from '@sahm/ui';
import { SahmForm } from '../../forms/SahmForm';
import type { SahmFormReturn } from '../../forms/use-sahm-form';
import { unsavedChangesWarning } from '../../shell/unsaved-changes-warning';

const D = (key: string) => `::AdminDialog:${key}`;

/**
 * An administration form in the kit's `Modal` (SPEC §4): the submit button submits the form and
 * shows loading while it saves, nothing closes it meanwhile, and closing a changed form asks first.
 */
export function FormModal<TSchema extends z.core.$ZodType<FieldValues, FieldValues>>({
  title,
  submitLabel,
  sahm,
  onClose,
  size,
  children,
}: {
  title: string;
  submitLabel: string;
  sahm: SahmFormReturn<TSchema>;
  onClose: () => void;
  size?: ModalSize;
  children: ReactNode;
}) {
  const { t } = useLocalization();
  const formId = useId();
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size={size}
      closeLabel={t(D('Close'))}
      cancelLabel={t(D('Cancel'))}
      submitLabel={submitLabel}
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
