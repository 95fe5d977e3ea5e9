import { Outlet } from 'react-router';
import { useLocalization } from '@sahm/platform';
import { ApplicationLayout, Breadcrumb } from '@sahm/ui';
import { useRouteHandles } from '../routes/route-table';
import { PortalNavbar } from './PortalNavbar';

interface RouteHandle {
  breadcrumb?: string;
}

/** SPEC §2 application layout: navbar with route, language and user menus, breadcrumb, content. */
export function AppLayout() {
  const { t } = useLocalization();
  const breadcrumb = useRouteHandles<RouteHandle>()
    .map((handle) => handle.breadcrumb)
    .filter((key): key is string => Boolean(key))
    .map((key) => ({ label: t(key) }));

  return (
    <ApplicationLayout skipLinkLabel={t('AbpUi::SkipToContent')} navbar={<PortalNavbar />}>
      {breadcrumb.length > 0 && <Breadcrumb items={breadcrumb} label={t('AbpUi::Breadcrumb')} />}
      <Outlet />
    </ApplicationLayout>
  );
}
