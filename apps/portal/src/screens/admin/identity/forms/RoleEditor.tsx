import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { IdentityRole } from '@sahm/platform/admin';
import { useLocalization } from '@sahm/platform';
import { showToast } from '@sahm/ui';
import { useAdminApi } from '../../../../admin/use-admin-api';
import { CheckboxField, TextField } from '../../../../forms/fields';
import { useSahmForm } from '../../../../forms/use-sahm-form';
import { FormModal } from '../../../../forms/FormModal';
import { editorModalLabels } from './editor-labels';
import { handlesErrors } from '../../../../shell/http-errors';

const R = (key: string) => `::Identity:Roles:${key}`;
// ABP Identity's IdentityRoleConsts.MaxNameLength.
const ROLE_NAME_MAX = 256;

const roleFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(ROLE_NAME_MAX)),
  isDefault: z.boolean(),
  isPublic: z.boolean(),
});

/**
 * Creates a role or edits one from its list row (the row has every field, stamp included). A
 * static role keeps its name: the field is read-only and says why (the server refuses it too).
 */
export function RoleEditor({ role, onClose }: { role: IdentityRole | null; onClose: () => void }) {
  const { t } = useLocalization();
  const { mutations } = useAdminApi();
  const create = useMutation({ ...mutations.createRole(), ...handlesErrors });
  const update = useMutation({ ...mutations.updateRole(), ...handlesErrors });
  const sahm = useSahmForm({
    schema: roleFormSchema,
    defaultValues: role
      ? { name: role.name, isDefault: role.isDefault, isPublic: role.isPublic }
      : { name: '', isDefault: false, isPublic: false },
    onSubmit: async (values) => {
      if (role) {
        const input = { ...values, concurrencyStamp: role.concurrencyStamp ?? undefined };
        const saved = await update.mutateAsync({ id: role.id, input });
        showToast({ severity: 'success', message: t(R('Saved:Toast'), saved.name) });
      } else {
        const created = await create.mutateAsync(values);
        showToast({ severity: 'success', message: t(R('Created:Toast'), created.name) });
      }
      onClose();
    },
  });
  const isStatic = role?.isStatic === true;
  return (
    <FormModal
      labels={editorModalLabels(t)}
      title={role ? t(R('EditTitle'), role.name) : t(R('CreateTitle'))}
      sahm={sahm}
      onClose={onClose}
    >
      <TextField
        name="name"
        label={t(R('Name'))}
        required={!isStatic}
        hint={isStatic ? t(R('StaticNameHint')) : undefined}
        inputProps={{ readOnly: isStatic, autoComplete: 'off', spellCheck: false }}
      />
      <CheckboxField name="isDefault" label={t(R('IsDefault'))} />
      <CheckboxField name="isPublic" label={t(R('IsPublic'))} />
    </FormModal>
  );
}
