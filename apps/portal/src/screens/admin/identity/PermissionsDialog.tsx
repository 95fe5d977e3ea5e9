import { useId, useMemo, useState } from 'react';
import { Button, Callout, Flex, Separator, Skeleton, Text } from '@radix-ui/themes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminKeys,
  type PermissionProviderName,
  type PermissionsUpdateInput,
} from '@sahm/platform/admin';
import {
  useCurrentUser,
  useLocalization,
  useRefreshApplicationConfiguration,
} from '@sahm/platform';
import { Modal, showToast } from '@sahm/ui';
import { scrollIntoViewOnMount } from '../scroll-into-view';
import { useAdminApi } from '../../../admin/use-admin-api';
import { unsavedChangesWarning } from '../../../shell/unsaved-changes-warning';
import { useUnsavedChangesGuard } from '../../../forms/use-unsaved-changes-guard';
import { describeFailure } from './failure';
import { PermissionGroupSection } from './PermissionGroupSection';
import { SelectionCheckbox } from './SelectionCheckbox';
import {
  allSelection,
  buildPermissionTree,
  changedPermissions,
  setAll,
  setGroup,
  togglePermission,
  type Grants,
} from './permission-tree';
import { LoadingPlaceholder } from '../../shared/LoadingPlaceholder';

const P = (key: string) => `::Identity:Permissions:${key}`;

export type PermissionsDialogProps = {
  /** `R` for a role (key: its name), `U` for a user (key: its id). */
  providerName: PermissionProviderName;
  providerKey: string;
  /** The role or user name, for the title while the permissions load. */
  entityName: string;
  onClose: () => void;
};

/**
 * ABP's permission dialog: the catalogue by group as a tree, "grant all" and per-group "select
 * all", the parent/child rules, grants of other providers read-only. Save sends only what changed
 * and refreshes the application configuration when the signed-in user's own grants may change.
 */
export function PermissionsDialog({
  providerName,
  providerKey,
  entityName,
  onClose,
}: PermissionsDialogProps) {
  const { t } = useLocalization();
  const { client, queries } = useAdminApi();
  const queryClient = useQueryClient();
  const currentUser = useCurrentUser();
  const refreshConfiguration = useRefreshApplicationConfiguration();
  const ids = useId();
  const permissions = useQuery({
    ...queries.permissions(providerName, providerKey),
    // The dialog edits against what the server holds now, never a cached copy.
    refetchOnMount: 'always',
    meta: { handlesErrors: true },
  });
  const ready = permissions.isSuccess && permissions.isFetchedAfterMount;
  const tree = useMemo(
    () => (ready ? buildPermissionTree(permissions.data, providerName) : null),
    [ready, permissions.data, providerName],
  );
  // Only the user's edits are state; until the first one, the grants are the server's.
  const [edited, setEdited] = useState<Grants | null>(null);
  const grants = edited ?? tree?.initial ?? {};
  const changes = tree ? changedPermissions(tree, grants) : [];
  useUnsavedChangesGuard(changes.length > 0);
  const [saveError, setSaveError] = useState<string | null>(null);

  const save = useMutation({
    // Not the shared mutation: that one refetches the configuration after every save (see ADR 0101).
    mutationFn: (input: PermissionsUpdateInput) =>
      client.permissions.update(providerName, providerKey, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.permissionsAll }),
    meta: { handlesErrors: true },
  });
  const affectsCurrentUser =
    providerName === 'R' ? currentUser.hasRole(providerKey) : currentUser.id === providerKey;

  const submit = async () => {
    if (save.isPending) return;
    if (changes.length === 0) {
      onClose();
      return;
    }
    setSaveError(null);
    try {
      await save.mutateAsync({ permissions: changes });
      if (affectsCurrentUser) await refreshConfiguration();
      showToast({ severity: 'success', message: t(P('Saved:Toast'), entityName) });
      onClose();
    } catch (error) {
      const failure = await describeFailure(t, error);
      setSaveError([failure.title, failure.message].filter(Boolean).join(' — '));
    }
  };

  const title = t(P('Title'), permissions.data?.entityDisplayName || entityName);
  let body;
  if (permissions.isError) {
    body = (
      <Callout.Root color="red" role="alert" variant="surface">
        <Callout.Text weight="bold">{t(P('LoadFailed'))}</Callout.Text>
        <Callout.Text>{t('::Identity:Common:LoadFailedMessage')}</Callout.Text>
        <Flex>
          <Button
            variant="surface"
            color="gray"
            highContrast
            onClick={() => void permissions.refetch()}
          >
            {t('::Identity:Common:Retry')}
          </Button>
        </Flex>
      </Callout.Root>
    );
  } else if (!tree) {
    body = (
      <LoadingPlaceholder label={t(P('Loading'))}>
        <Skeleton height="32px" width="60%" />
        <Skeleton height="160px" width="100%" />
        <Skeleton height="160px" width="100%" />
      </LoadingPlaceholder>
    );
  } else if (tree.groups.length === 0) {
    body = <Text as="p">{t(P('Empty'))}</Text>;
  } else {
    body = (
      <Flex direction="column" gap="4">
        <Text as="p" size="2" color="gray">
          {t(P('Rules'))}
        </Text>
        <SelectionCheckbox
          id={`${ids}-all`}
          label={t(P('GrantAll'))}
          selection={allSelection(tree, grants)}
          disabled={save.isPending}
          onChange={(granted) => setEdited(setAll(tree, grants, granted))}
          emphasis
        />
        <Separator size="4" />
        {tree.groups.map((group, index) => (
          <PermissionGroupSection
            key={group.name}
            id={`${ids}-group-${index}`}
            group={group}
            grants={grants}
            disabled={save.isPending}
            onSelectAll={(granted) => setEdited(setGroup(tree, grants, group.name, granted))}
            onToggle={(name, granted) => setEdited(togglePermission(tree, grants, name, granted))}
          />
        ))}
        {saveError && (
          <Callout.Root color="red" role="alert" ref={scrollIntoViewOnMount}>
            <Callout.Text>{saveError}</Callout.Text>
          </Callout.Root>
        )}
      </Flex>
    );
  }

  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={title}
      closeLabel={t('::Identity:Common:Close')}
      cancelLabel={t('::Identity:Common:Cancel')}
      submitLabel={t('::Identity:Common:Save')}
      onSubmit={() => void submit()}
      submitDisabled={!tree}
      busy={save.isPending}
      dirty={changes.length > 0}
      unsavedChangesWarning={unsavedChangesWarning(t)}
    >
      {body}
    </Modal>
  );
}
