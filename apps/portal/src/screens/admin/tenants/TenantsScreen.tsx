import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocalization, usePagedListQuery, usePolicyChecker } from '@sahm/platform';
import { ADMIN_PAGE_SIZE, type Tenant } from '@sahm/platform/admin';
import {
  DataTable,
  ListToolbar,
  Pager,
  SearchField,
  showToast,
  useConfirmation,
  type DataTableColumn,
  type RowAction,
} from '@sahm/ui';
import { useAdminApi } from '../../../admin/use-admin-api';
import { lazyDialog } from '../lazy-dialog';
import { failureText, loadFailureMessage } from './failure-text';

// The dialogs, their form kit and feature editors load when one is opened, not with the list
// (ADR 0200); the create and edit dialogs share one chunk.
const createTenantDialog = lazyDialog(() =>
  import('./forms/TenantDialogs').then((module) => module.CreateTenantDialog),
);
const editTenantDialog = lazyDialog(() =>
  import('./forms/TenantDialogs').then((module) => module.EditTenantDialog),
);
const featuresDialog = lazyDialog(() =>
  import('./FeaturesDialog').then((module) => module.FeaturesDialog),
);
const DIALOG_CHUNKS = {
  create: createTenantDialog,
  edit: editTenantDialog,
  features: featuresDialog,
  hostFeatures: featuresDialog,
};

const T = (key: string) => `::Tenants:${key}`;

/** ABP's tenant-management policies (contract §14). */
export const TENANT_POLICIES = {
  create: 'AbpTenantManagement.Tenants.Create',
  update: 'AbpTenantManagement.Tenants.Update',
  delete: 'AbpTenantManagement.Tenants.Delete',
  manageFeatures: 'AbpTenantManagement.Tenants.ManageFeatures',
  manageHostFeatures: 'FeatureManagement.ManageHostFeatures',
} as const;

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit'; tenant: Tenant }
  | { kind: 'features'; tenant: Tenant }
  | { kind: 'hostFeatures' }
  | null;

/** SPEC §2 route `/tenant-management/tenants`: search, sort and page the tenants; manage each. */
export function TenantsScreen() {
  const { t, language } = useLocalization();
  const isGranted = usePolicyChecker();
  const confirm = useConfirmation();
  const { queries, mutations } = useAdminApi();
  const list = usePagedListQuery({ pageSize: ADMIN_PAGE_SIZE });
  const tenants = useQuery({
    ...queries.tenants.list(list.query),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
  const remove = useMutation({ ...mutations.deleteTenant(), meta: { handlesErrors: true } });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  /** Opens a dialog once its chunk is in; a chunk that cannot be fetched is said in a toast. */
  const open = (next: NonNullable<OpenDialog>) =>
    void DIALOG_CHUNKS[next.kind].load().then(
      () => setDialog(next),
      async (error: unknown) =>
        showToast({ severity: 'error', message: await failureText(t, language, error) }),
    );

  const totalCount = tenants.data?.totalCount ?? 0;
  const { page, setPage } = list;
  // A deletion can empty the last page: step back to the new last one.
  useEffect(() => {
    const lastPage = Math.max(0, Math.ceil(totalCount / ADMIN_PAGE_SIZE) - 1);
    if (tenants.isSuccess && !tenants.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [tenants.isSuccess, tenants.isPlaceholderData, totalCount, page, setPage]);

  const deleteTenant = async (tenant: Tenant) => {
    const outcome = await confirm({
      severity: 'warning',
      title: t(T('DeleteTitle')),
      message: t(T('DeleteMessage'), tenant.name),
      options: { yesText: t(T('DeleteConfirm')), cancelText: t(T('DeleteCancel')) },
    });
    if (outcome !== 'confirm') return;
    try {
      await remove.mutateAsync(tenant.id);
      showToast({ severity: 'success', message: t(T('Deleted'), tenant.name) });
    } catch (error) {
      showToast({
        severity: 'error',
        title: t(T('DeleteFailed'), tenant.name),
        message: await failureText(t, language, error),
      });
    }
  };

  const columns: DataTableColumn<Tenant>[] = [
    {
      id: 'name',
      header: t(T('Name')),
      sortKey: 'name',
      cell: (tenant) => (
        <Text dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {tenant.name}
        </Text>
      ),
    },
  ];

  const rowActions = (tenant: Tenant): RowAction[] => [
    ...(isGranted(TENANT_POLICIES.update)
      ? [{ id: 'edit', label: t(T('Edit')), onSelect: () => open({ kind: 'edit', tenant }) }]
      : []),
    ...(isGranted(TENANT_POLICIES.manageFeatures)
      ? [
          {
            id: 'features',
            label: t(T('Features')),
            onSelect: () => open({ kind: 'features', tenant }),
          },
        ]
      : []),
    ...(isGranted(TENANT_POLICIES.delete)
      ? [
          {
            id: 'delete',
            label: t(T('Delete')),
            tone: 'danger' as const,
            onSelect: () => void deleteTenant(tenant),
          },
        ]
      : []),
  ];

  const filtering = list.filter.trim() !== '';

  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="2">
        <Heading as="h1" size="7">
          {t(T('Title'))}
        </Heading>
        <Text as="p" color="gray">
          {t(T('Intro'))}
        </Text>
      </Flex>
      <ListToolbar
        actions={
          <>
            {isGranted(TENANT_POLICIES.manageHostFeatures) && (
              <Button
                variant="soft"
                color="gray"
                highContrast
                onClick={() => open({ kind: 'hostFeatures' })}
              >
                {t(T('ManageHostFeatures'))}
              </Button>
            )}
            {isGranted(TENANT_POLICIES.create) && (
              <Button highContrast onClick={() => open({ kind: 'create' })}>
                {t(T('NewTenant'))}
              </Button>
            )}
          </>
        }
      >
        <SearchField
          label={t(T('Search'))}
          placeholder={t(T('SearchPlaceholder'))}
          value={list.filter}
          onValueChange={list.setFilter}
        />
      </ListToolbar>
      <DataTable
        columns={columns}
        rows={tenants.data?.items ?? []}
        getRowId={(tenant) => tenant.id}
        caption={t(T('Title'))}
        captionHidden
        state={tenants.isPending ? 'loading' : tenants.isError ? 'error' : 'ready'}
        loadingText={t(T('Loading'))}
        emptyText={filtering ? t(T('NoMatchTitle')) : t(T('EmptyTitle'))}
        emptyDescription={
          filtering ? t(T('NoMatchMessage'), list.filter.trim()) : t(T('EmptyMessage'))
        }
        emptyAction={
          filtering ? (
            <Button variant="soft" color="gray" highContrast onClick={() => list.setFilter('')}>
              {t(T('ClearSearch'))}
            </Button>
          ) : undefined
        }
        error={{
          title: t(T('LoadFailed')),
          message: loadFailureMessage(t, tenants.error),
          retryLabel: t('::Investment:Retry'),
          onRetry: () => void tenants.refetch(),
        }}
        sorting={list.sort}
        onSortingChange={list.setSort}
        busy={tenants.isFetching && !tenants.isPending}
        rowActions={rowActions}
        actionsLabel={(tenant) => t(T('ActionsFor'), tenant.name)}
        actionsColumnLabel={t(T('Actions'))}
        cardHeadingLevel={2}
      />
      <Pager
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        totalCount={totalCount}
        onPageChange={setPage}
        label={t(T('Pages'))}
        previousLabel={t(T('PreviousPage'))}
        nextLabel={t(T('NextPage'))}
        pageOfText={(current, count) => t(T('PageOf'), current, count)}
        rangeText={(first, last, total) => t(T('Range'), first, last, total)}
      />
      {dialog?.kind === 'create' && <createTenantDialog.Dialog onClose={close} />}
      {dialog?.kind === 'edit' && (
        <editTenantDialog.Dialog tenant={dialog.tenant} onClose={close} />
      )}
      {dialog?.kind === 'features' && (
        <featuresDialog.Dialog
          providerName="T"
          providerKey={dialog.tenant.id}
          entityName={dialog.tenant.name}
          onClose={close}
        />
      )}
      {dialog?.kind === 'hostFeatures' && (
        // The host's own features: T with no key (ABP FeatureAppService.CheckProviderPolicy).
        <featuresDialog.Dialog providerName="T" onClose={close} />
      )}
    </Flex>
  );
}
