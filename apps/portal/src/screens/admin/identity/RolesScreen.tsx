import { useState } from 'react';
import { Badge, Flex, Text } from '@radix-ui/themes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { IdentityRole } from '@sahm/platform/admin';
import { useLocalization, usePagedListQuery, usePolicyChecker } from '@sahm/platform';
import type { DataTableColumn, RowAction } from '@sahm/ui';
import { useAdminApi } from '../../../admin/use-admin-api';
import { lazyDialog } from '../lazy-dialog';
import { useShowFailure } from './failure';
import { IdentityList } from './IdentityList';
import { permissionsDialog } from './permissions-dialog';
import { useConfirmedDelete } from './use-confirmed-delete';
import { handlesErrors } from '../../../shell/http-errors';

// The editor's form kit loads with the editor, not with the list (ADR 0200).
const roleEditor = lazyDialog(() =>
  import('./forms/RoleEditor').then((module) => module.RoleEditor),
);

const R = (key: string) => `::Identity:Roles:${key}`;
type Dialog =
  | { kind: 'editor'; role: IdentityRole | null }
  | { kind: 'permissions'; role: IdentityRole }
  | null;

function RoleBadges({ role }: { role: IdentityRole }) {
  const { t } = useLocalization();
  const badges = [
    role.isStatic && { key: 'Static', color: 'gray' },
    role.isDefault && { key: 'Default', color: 'jade' },
    role.isPublic && { key: 'Public', color: 'blue' },
  ].filter((badge): badge is { key: string; color: 'gray' | 'jade' | 'blue' } => badge !== false);
  if (badges.length === 0) return null;
  return (
    <Flex gap="1" wrap="wrap">
      {badges.map((badge) => (
        <Badge key={badge.key} color={badge.color} variant="soft" highContrast>
          {t(R(badge.key))}
        </Badge>
      ))}
    </Flex>
  );
}

/** SPEC §2 `/identity/roles`: search, sort and page the roles; create, edit, delete, permissions. */
export function RolesScreen() {
  const { t } = useLocalization();
  const { queries, mutations } = useAdminApi();
  const can = usePolicyChecker();
  const confirmedDelete = useConfirmedDelete();
  const showFailure = useShowFailure();
  const list = usePagedListQuery();
  const roles = useQuery({
    ...queries.roles.list(list.query),
    placeholderData: keepPreviousData,
    ...handlesErrors,
  });
  const remove = useMutation({ ...mutations.deleteRole(), ...handlesErrors });
  const [dialog, setDialog] = useState<Dialog>(null);
  /** Opens a dialog once its chunk is in; a chunk that cannot be fetched is a failure to show. */
  const open = (next: Dialog) => {
    const chunk = next?.kind === 'permissions' ? permissionsDialog : roleEditor;
    void chunk.load().then(() => setDialog(next), showFailure);
  };

  const columns: DataTableColumn<IdentityRole>[] = [
    {
      id: 'name',
      header: t(R('Name')),
      sortKey: 'name',
      cell: (role) => <Text>{role.name}</Text>,
    },
    {
      id: 'properties',
      header: t(R('Properties')),
      priority: 'high',
      cell: (role) => <RoleBadges role={role} />,
    },
  ];

  const rowActions = (role: IdentityRole): RowAction[] => {
    const actions: RowAction[] = [];
    if (can('AbpIdentity.Roles.Update')) {
      actions.push({
        id: 'edit',
        label: t('::Identity:Common:Edit'),
        onSelect: () => open({ kind: 'editor', role }),
      });
    }
    if (can('AbpIdentity.Roles.ManagePermissions')) {
      actions.push({
        id: 'permissions',
        label: t('::Identity:Common:Permissions'),
        onSelect: () => open({ kind: 'permissions', role }),
      });
    }
    // A static role is part of the system: the server refuses to delete it, so no action offers it.
    if (can('AbpIdentity.Roles.Delete') && !role.isStatic) {
      actions.push({
        id: 'delete',
        label: t('::Identity:Common:Delete'),
        tone: 'danger',
        onSelect: () =>
          void confirmedDelete({
            title: t(R('DeleteTitle')),
            message: t(R('DeleteMessage'), role.name),
            deletedMessage: t(R('Deleted:Toast'), role.name),
            remove: () => remove.mutateAsync(role.id),
          }),
      });
    }
    return actions;
  };

  const close = () => setDialog(null);
  return (
    <IdentityList
      texts="Roles"
      list={list}
      result={roles}
      columns={columns}
      getRowId={(role) => role.id}
      rowActions={rowActions}
      rowName={(role) => role.name}
      onCreate={
        can('AbpIdentity.Roles.Create') ? () => open({ kind: 'editor', role: null }) : undefined
      }
    >
      {dialog?.kind === 'editor' && <roleEditor.Dialog role={dialog.role} onClose={close} />}
      {dialog?.kind === 'permissions' && (
        <permissionsDialog.Dialog
          providerName="R"
          providerKey={dialog.role.name}
          entityName={dialog.role.name}
          onClose={close}
        />
      )}
    </IdentityList>
  );
}
