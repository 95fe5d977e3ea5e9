import { useId, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useLocalization } from '@sahm/platform';
import { Modal } from '@sahm/ui';
import { SahmForm } from '../../../../forms/SahmForm';
import type { SahmFormReturn } from '../../../../forms/use-sahm-form';
import { unsavedChangesWarning } from '../../../../shell/unsaved-changes-warning';

/**
 * A create or edit form in the ui `Modal`: Save submits it, the modal is busy while it saves and
 * cannot close, closing a changed form asks first (SPEC §4).
 */
export function EditorModal<TSchema extends z.core.$ZodType<FieldValues, FieldValues>>({
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
      closeLabel={t('::Identity:Common:Close')}
      cancelLabel={t('::Identity:Common:Cancel')}
      submitLabel={t('::Identity:Common:Save')}
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
