import { useMutation } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import {
  shouldShowTenantBox,
  switchTenant,
  useApplicationConfiguration,
  useHttpClient,
  useLocalization,
  useRefreshApplicationConfiguration,
} from '@sahm/platform';
import { AccountLayout, TenantBox, showToast } from '@sahm/ui';
import { useRouteHandles } from '../routes/RouteTable';
import { PortalNavbar } from './PortalNavbar';
import { useShellServices } from './shell-context';

/** `handle` of an account route that keeps the tenant box away (SPEC §2: "the route hides it"). */
export interface AccountRouteHandle {
  hideTenantBox?: boolean;
}

const LOCAL_LOGIN_SETTING = 'Abp.Account.EnableLocalLogin';

/** The Switch Tenant modal's Save (SPEC §5): a rejection keeps the modal open with the name. */
function useTenantSwitch() {
  const { t } = useLocalization();
  const http = useHttpClient();
  const { session } = useShellServices();
  const refreshConfiguration = useRefreshApplicationConfiguration();
  // A mutation, so a failed lookup reaches the shell's error presenter like any request.
  const { mutateAsync } = useMutation({
    mutationFn: (name: string) => switchTenant(name, { http, session, refreshConfiguration }),
  });
  return async (name: string) => {
    const result = await mutateAsync(name);
    if (result.status !== 'unavailable') return;
    const { titleKey, messageKey, params } = result.toast;
    showToast({ severity: 'error', title: t(titleKey), message: t(messageKey, ...params) });
    throw new Error(`Tenant not available: ${result.name}`);
  };
}

/**
 * SPEC §2 account layout: the shared navbar, the tenant box with its Switch Tenant modal, and the
 * account page — replaced by the "invalid login request" warning when local login is disabled.
 */
export function AccountShell() {
  const { t } = useLocalization();
  const { multiTenancy, currentTenant, setting } = useApplicationConfiguration();
  const { tenantSource } = useShellServices();
  const handles = useRouteHandles<AccountRouteHandle>();
  const saveTenant = useTenantSwitch();

  const routeHidesTenantBox = handles.some((handle) => handle.hideTenantBox === true);
  const localLoginDisabled = setting.values[LOCAL_LOGIN_SETTING]?.toLowerCase() === 'false';

  return (
    <AccountLayout
      navbar={<PortalNavbar />}
      skipLinkLabel={t('AbpUi::SkipToContent')}
      tenantBox={
        <TenantBox
          visible={shouldShowTenantBox({
            multiTenancyEnabled: multiTenancy.isEnabled,
            routeHidesTenantBox,
            tenantSource,
          })}
          label={t('AbpUiMultiTenancy::Tenant')}
          tenantName={currentTenant.name ?? undefined}
          notSelectedLabel={t('AbpUiMultiTenancy::NotSelected')}
          switchLabel={t('AbpUiMultiTenancy::Switch')}
          dialog={{
            onSave: saveTenant,
            title: t('AbpUiMultiTenancy::SwitchTenant'),
            nameLabel: t('AbpUiMultiTenancy::Name'),
            hint: t('AbpUiMultiTenancy::SwitchTenantHint'),
            cancelLabel: t('AbpUi::Cancel'),
            saveLabel: t('AbpUi::Save'),
            closeLabel: t('AbpUi::Close'),
          }}
        />
      }
      localLoginDisabledWarning={
        localLoginDisabled
          ? {
              title: t('AbpAccount::InvalidLoginRequest'),
              message: t('AbpAccount::ThereAreNoLoginSchemesConfiguredForThisClient'),
            }
          : undefined
      }
    >
      {localLoginDisabled ? null : <Outlet />}
    </AccountLayout>
  );
}
