import { useState } from 'react';
import { Badge, Flex, Text } from '@radix-ui/themes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdentityUser } from '@sahm/platform/admin';
import { useLocalization, usePagedListQuery, usePolicyChecker } from '@sahm/platform';
import type { DataTableColumn, RowAction } from '@sahm/ui';
import { useAdminApi } from '../../../admin/use-admin-api';
import { formatDate } from '../../../format/format';
import { serverInstant } from '../../../format/server-clock';
import { useShowFailure } from './failure';
import { lazyDialog } from '../lazy-dialog';
import { IdentityList } from './IdentityList';
import type { UserEditorData } from './forms/UserEditor';
import { useConfirmedDelete } from './use-confirmed-delete';
import { permissionsDialog } from './permissions-dialog';
import { handlesErrors } from '../../../shell/http-errors';

// The editor's form kit loads with the editor, not with the list (ADR 0200).
const userEditor = lazyDialog(() =>
  import('./forms/UserEditor').then((module) => module.UserEditor),
);

const U = (key: string) => `::Identity:Users:${key}`;
type Dialog =
  { kind: 'editor'; data: UserEditorData } | { kind: 'permissions'; user: IdentityUser } | null;

/** Locked out now: lockout is on and its end is still ahead. */
const isLockedOut = (user: IdentityUser) =>
  user.lockoutEnabled && user.lockoutEnd !== null && serverInstant(user.lockoutEnd) > Date.now();

const fullName = (user: IdentityUser) =>
  [user.name, user.surname].filter((part) => part && part.trim() !== '').join(' ');

function useUserColumns(): DataTableColumn<IdentityUser>[] {
  const { t, language } = useLocalization();
  const ltr = (text: string | null) =>
    text ? <Text dir="ltr">{text}</Text> : <Text color="gray">{t(U('NotSet'))}</Text>;
  return [
    {
      id: 'userName',
      header: t(U('UserName')),
      sortKey: 'userName',
      cell: (user) => <Text dir="ltr">{user.userName}</Text>,
    },
    {
      id: 'status',
      header: t(U('Status')),
      sortKey: 'isActive',
      priority: 'high',
      cell: (user) => (
        <Flex gap="1" wrap="wrap">
          <Badge color={user.isActive ? 'jade' : 'gray'} variant="soft" highContrast>
            {t(U(user.isActive ? 'Active' : 'Inactive'))}
          </Badge>
          {isLockedOut(user) && (
            <Badge color="red" variant="soft" highContrast>
              {t(U('LockedOut'))}
            </Badge>
          )}
        </Flex>
      ),
    },
    {
      id: 'name',
      header: t(U('FullName')),
      sortKey: 'name',
      cell: (user) => fullName(user) || <Text color="gray">{t(U('NotSet'))}</Text>,
    },
    { id: 'email', header: t(U('Email')), sortKey: 'email', cell: (user) => ltr(user.email) },
    {
      id: 'phoneNumber',
      header: t(U('Phone')),
      sortKey: 'phoneNumber',
      priority: 'low',
      cell: (user) => ltr(user.phoneNumber),
    },
    {
      id: 'creationTime',
      header: t(U('Created')),
      sortKey: 'creationTime',
      priority: 'low',
      cell: (user) => formatDate(user.creationTime, language),
    },
  ];
}

/** SPEC §2 `/identity/users`: search, sort and page the users; create, edit, delete, permissions. */
export function UsersScreen() {
  const { t } = useLocalization();
  const { queries, mutations } = useAdminApi();
  const queryClient = useQueryClient();
  const can = usePolicyChecker();
  const showFailure = useShowFailure();
  const confirmedDelete = useConfirmedDelete();
  const list = usePagedListQuery();
  const users = useQuery({
    ...queries.users.list(list.query),
    placeholderData: keepPreviousData,
    ...handlesErrors,
  });
  const remove = useMutation({ ...mutations.deleteUser(), ...handlesErrors });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [opening, setOpening] = useState(false);
  const columns = useUserColumns();

  /** Reads what the dialog needs first (ABP does the same), so it opens with current data. */
  const openEditor = async (user: IdentityUser | null) => {
    if (opening) return;
    setOpening(true);
    const fresh = { staleTime: 0, ...handlesErrors };
    // ABP IdentityUserAppService applies role names only with ManageRoles (ADR 0494).
    const canManageRoles = can('AbpIdentity.Users.Update.ManageRoles');
    try {
      const [assignable, current, roles] = await Promise.all([
        canManageRoles
          ? queryClient.fetchQuery({ ...queries.users.assignableRoles(), ...fresh })
          : { items: [] },
        user ? queryClient.fetchQuery({ ...queries.users.detail(user.id), ...fresh }) : null,
        user ? queryClient.fetchQuery({ ...queries.users.roles(user.id), ...fresh }) : null,
        userEditor.load(),
      ]);
      setDialog({
        kind: 'editor',
        data: {
          canManageRoles,
          assignableRoles: assignable.items,
          user: current && roles ? { user: current, roles: roles.items } : undefined,
        },
      });
    } catch (error) {
      await showFailure(error);
    } finally {
      setOpening(false);
    }
  };

  const rowActions = (user: IdentityUser): RowAction[] => {
    const actions: RowAction[] = [];
    if (can('AbpIdentity.Users.Update')) {
      actions.push({
        id: 'edit',
        label: t('::Identity:Common:Edit'),
        onSelect: () => void openEditor(user),
      });
    }
    if (can('AbpIdentity.Users.ManagePermissions')) {
      actions.push({
        id: 'permissions',
        label: t('::Identity:Common:Permissions'),
        onSelect: () =>
          void permissionsDialog
            .load()
            .then(() => setDialog({ kind: 'permissions', user }), showFailure),
      });
    }
    if (can('AbpIdentity.Users.Delete')) {
      actions.push({
        id: 'delete',
        label: t('::Identity:Common:Delete'),
        tone: 'danger',
        onSelect: () =>
          void confirmedDelete({
            title: t(U('DeleteTitle')),
            message: t(U('DeleteMessage'), user.userName),
            deletedMessage: t(U('Deleted:Toast'), user.userName),
            remove: () => remove.mutateAsync(user.id),
          }),
      });
    }
    return actions;
  };

  const close = () => setDialog(null);
  return (
    <IdentityList
      texts="Users"
      list={list}
      result={users}
      columns={columns}
      getRowId={(user) => user.id}
      rowActions={rowActions}
      rowName={(user) => user.userName}
      onCreate={can('AbpIdentity.Users.Create') ? () => void openEditor(null) : undefined}
    >
      {dialog?.kind === 'editor' && <userEditor.Dialog data={dialog.data} onClose={close} />}
      {dialog?.kind === 'permissions' && (
        <permissionsDialog.Dialog
          providerName="U"
          providerKey={dialog.user.id}
          entityName={dialog.user.userName}
          onClose={close}
        />
      )}
    </IdentityList>
  );
}
