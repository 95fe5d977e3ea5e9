import { useMemo, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import {
  buildMenu,
  useApplicationConfiguration,
  useCurrentUser,
  useLocalization,
  usePolicyChecker,
  useToolbarItems,
} from '@sahm/platform';
import { Logo, Navbar, RouteMenu } from '@sahm/ui';
import { isSettingsMenuVisible } from '../routes/settings-menu';
import { menuRoutes, toNavItems } from '../routes/menu';
import { portalToolbar } from './portal-toolbar';
import { useNavigateOrReload } from './same-url-reload';

/** SPEC §2: the navbar the application and account layouts share (route menu and toolbar). */
export function PortalNavbar() {
  const { t } = useLocalization();
  const { features } = useApplicationConfiguration();
  const user = useCurrentUser();
  const isGranted = usePolicyChecker();
  const toolbar = useToolbarItems(portalToolbar);
  const navigateOrReload = useNavigateOrReload();
  const { pathname } = useLocation();

  const onNavigate = (href: string, event: MouseEvent) => {
    event.preventDefault();
    navigateOrReload(href);
  };
  const menu = useMemo(
    () =>
      toNavItems(
        buildMenu(
          menuRoutes({
            isAuthenticated: user.isAuthenticated,
            isSettingsVisible: isSettingsMenuVisible(features.values, isGranted),
          }),
          isGranted,
        ),
        t,
      ),
    [user.isAuthenticated, features.values, isGranted, t],
  );

  return (
    <Navbar
      brand={<Logo label={t('::Layout:HomeLink')} />}
      brandHref="/"
      onNavigate={onNavigate}
      toggleLabel={t('AbpUi::Menu')}
      navLabel={t('::Layout:MainNavigation')}
      menu={<RouteMenu items={menu} activeHref={pathname} onNavigate={onNavigate} />}
      end={toolbar.map(({ id, component: Item }) => (
        <Item key={id} />
      ))}
    />
  );
}
