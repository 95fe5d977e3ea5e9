import { createElement } from 'react';
import { Outlet } from 'react-router';
import { useLocalization, usePageAlerts } from '@sahm/platform';
import { ApplicationLayout, Breadcrumb, onDemand, useOnDemand } from '@sahm/ui';
import { useRouteHandles } from '../routes/RouteTable';
import { PortalNavbar } from './PortalNavbar';
import { usePageReloads } from './same-url-reload';

// Nothing shows a page alert on most starts: its view loads when the first one is raised.
const pageAlertsView = onDemand(() =>
  import('./LayoutPageAlerts').then((module) => module.LayoutPageAlerts),
);

/** The page alerts once their view is in; rendered only while there is at least one. */
function RaisedPageAlerts() {
  const Loaded = useOnDemand(pageAlertsView, true);
  // The same component every render once loaded (one module), so its state is never reset.
  return Loaded ? createElement(Loaded) : null;
}

interface RouteHandle {
  breadcrumb?: string;
}

/**
 * SPEC §2 application layout: navbar with route, language and user menus, page alerts,
 * breadcrumb, content. A navigation to the URL already shown mounts the page again (ADR 0421).
 */
export function AppLayout() {
  const { t } = useLocalization();
  const { alerts } = usePageAlerts();
  const pageReloads = usePageReloads();
  const breadcrumb = useRouteHandles<RouteHandle>()
    .map((handle) => handle.breadcrumb)
    .filter((key): key is string => Boolean(key))
    .map((key) => ({ label: t(key) }));

  return (
    <ApplicationLayout
      skipLinkLabel={t('AbpUi::SkipToContent')}
      navbar={<PortalNavbar />}
      alerts={alerts.length > 0 ? <RaisedPageAlerts /> : undefined}
    >
      {breadcrumb.length > 0 && <Breadcrumb items={breadcrumb} label={t('AbpUi::Breadcrumb')} />}
      <Outlet key={pageReloads} />
    </ApplicationLayout>
  );
}
