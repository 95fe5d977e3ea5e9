import { useMutation } from '@tanstack/react-query';
import { useLocalization } from '@sahm/platform';
import type { Tenant } from '@sahm/platform/admin';
import { showToast } from '@sahm/ui';
import { TextField } from '../../../../forms/fields';
import { useSahmForm } from '../../../../forms/use-sahm-form';
import { useAdminApi } from '../../../../admin/use-admin-api';
import { FormModal } from '../../../../forms/FormModal';
import { adminModalLabels } from '../../form-modal-labels';
import {
  CREATE_TENANT_DEFAULTS,
  createTenantFormSchema,
  editTenantFormSchema,
  editTenantPayload,
} from './tenant-forms';
import { handlesErrors } from '../../../../shell/http-errors';

const T = (key: string) => `::Tenants:${key}`;
const ltr = { dir: 'ltr', autoComplete: 'off', spellCheck: false } as const;

/** A new tenant and its `admin` user (e-mail and password), in one step like ABP's. */
export function CreateTenantDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLocalization();
  const { mutations } = useAdminApi();
  const create = useMutation({ ...mutations.createTenant(), ...handlesErrors });
  const sahm = useSahmForm({
    schema: createTenantFormSchema,
    defaultValues: CREATE_TENANT_DEFAULTS,
    onSubmit: async (values) => {
      const tenant = await create.mutateAsync(values);
      showToast({ severity: 'success', message: t(T('Created'), tenant.name) });
      onClose();
    },
  });
  return (
    <FormModal
      title={t(T('NewTenant'))}
      labels={adminModalLabels(t, t(T('Save')))}
      sahm={sahm}
      onClose={onClose}
    >
      <TextField
        name="name"
        label={t(T('Name'))}
        hint={t(T('NameHint'))}
        required
        inputProps={ltr}
      />
      <TextField
        name="adminEmailAddress"
        label={t(T('AdminEmailAddress'))}
        required
        inputProps={{ ...ltr, type: 'email' }}
      />
      <TextField
        name="adminPassword"
        label={t(T('AdminPassword'))}
        hint={t(T('AdminPasswordHint'))}
        required
        inputProps={{ ...ltr, type: 'password', autoComplete: 'new-password' }}
      />
    </FormModal>
  );
}

/** Renames a tenant (ABP edits only the name). */
export function EditTenantDialog({ tenant, onClose }: { tenant: Tenant; onClose: () => void }) {
  const { t } = useLocalization();
  const { mutations } = useAdminApi();
  const update = useMutation({ ...mutations.updateTenant(), ...handlesErrors });
  const sahm = useSahmForm({
    schema: editTenantFormSchema,
    defaultValues: { name: tenant.name },
    onSubmit: async (values) => {
      const saved = await update.mutateAsync({
        id: tenant.id,
        input: editTenantPayload(values, tenant),
      });
      showToast({ severity: 'success', message: t(T('Updated'), saved.name) });
      onClose();
    },
  });
  return (
    <FormModal
      title={t(T('EditTenant'))}
      labels={adminModalLabels(t, t(T('Save')))}
      sahm={sahm}
      onClose={onClose}
    >
      <TextField
        name="name"
        label={t(T('Name'))}
        hint={t(T('NameHint'))}
        required
        inputProps={ltr}
      />
    </FormModal>
  );
}
