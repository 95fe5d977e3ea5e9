import { Flex, Text, TextField } from '@radix-ui/themes';
import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../Modal';
import type { TenantSwitchDialogProps } from './TenantSwitchDialog';

/** The dialog itself, loaded when it first opens (TenantSwitchDialog.tsx). */
export function LoadedTenantSwitchDialog({
  open,
  onClose,
  currentName,
  onSave,
  title,
  nameLabel,
  hint,
  cancelLabel,
  saveLabel,
  closeLabel,
}: TenantSwitchDialogProps) {
  const formId = useId();
  const hintId = useId();
  const [name, setName] = useState(currentName);
  const [saving, setSaving] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts again from the current name.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setName(currentName);
  }
  const unchanged = name.trim() === currentName;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (unchanged || saving) return;
    setSaving(true);
    try {
      await onSave(name.trim());
      onClose();
    } catch {
      // Stays open with the typed name; the portal reports why (SPEC §5 tenant switch).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={closeLabel}
      cancelLabel={cancelLabel}
      submitLabel={saveLabel}
      submitFormId={formId}
      submitDisabled={unchanged}
      busy={saving}
      size="md"
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Flex direction="column" gap="2">
          <Text as="label" htmlFor={`${formId}-name`} size="2" weight="medium">
            {nameLabel}
          </Text>
          <TextField.Root
            id={`${formId}-name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            readOnly={saving}
            aria-describedby={hintId}
            autoComplete="organization"
          />
          <Text id={hintId} as="p" size="2" color="gray">
            {hint}
          </Text>
        </Flex>
      </form>
    </Modal>
  );
}
