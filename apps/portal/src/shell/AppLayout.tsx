import { useMemo, type MouseEvent } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import {
  buildMenu,
  switchLanguage,
  useApplicationConfiguration,
  useAuth,
  useCurrentUser,
  useEnvironment,
  useLocalization,
  usePolicyChecker,
  useRefreshApplicationConfiguration,
} from '@sahm/platform';
import {
  ApplicationLayout,
  Breadcrumb,
  LanguageMenu,
  Logo,
  Navbar,
  RouteMenu,
  UserMenu,
} from '@sahm/ui';
import { isSettingsMenuVisible } from '../routes/settings-menu';
import { menuRoutes, toNavItems } from '../routes/menu';
// The draft module only, not the wizard: it must stay out of the first load.
import { clearRegistrationDrafts } from '../screens/complete-reg/registration-draft';
import { useShellServices } from './shell-context';

interface RouteHandle {
  breadcrumb?: string;
}

/** SPEC §2 application layout: navbar with route, language and user menus, breadcrumb, content. */
export function AppLayout() {
  const { t } = useLocalization();
  const { localization, currentTenant, features } = useApplicationConfiguration();
  const user = useCurrentUser();
  const auth = useAuth();
  const environment = useEnvironment();
  const isGranted = usePolicyChecker();
  const refreshConfiguration = useRefreshApplicationConfiguration();
  const { session } = useShellServices();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const matches = useMatches();

  const onNavigate = (href: string, event: MouseEvent) => {
    event.preventDefault();
    void navigate(href);
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
  const breadcrumb = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.breadcrumb)
    .filter((key): key is string => Boolean(key))
    .map((key) => ({ label: t(key) }));

  const languages = localization.languages.map((language) => ({
    cultureName: language.cultureName ?? '',
    displayName: language.displayName ?? language.cultureName ?? '',
  }));
  const onSelectLanguage = (cultureName: string) =>
    void switchLanguage(cultureName, {
      refreshConfiguration,
      reload: () => window.location.reload(),
      session,
    });

  const userMenu = user.isAuthenticated ? (
    <UserMenu
      status="authenticated"
      userName={user.userName ?? ''}
      tenantName={currentTenant.name ?? undefined}
      menuLabel={t('::Layout:UserMenu')}
      myAccountLabel={t('AbpAccount::MyAccount')}
      logoutLabel={t('AbpUi::Logout')}
      onMyAccount={() => {
        // Code flow: the identity provider owns the profile (SPEC §2 user menu).
        const manage = new URL('/account/manage', environment.oAuthConfig.issuer);
        manage.searchParams.set('returnUrl', window.location.href);
        window.location.assign(manage.href);
      }}
      onLogout={() => {
        // An explicit logout forgets unfinished registration drafts; an idle time-out keeps them.
        clearRegistrationDrafts();
        void auth.logout();
      }}
    />
  ) : (
    <UserMenu status="anonymous" loginLabel={t('AbpUi::Login')} onLogin={() => void auth.login()} />
  );

  return (
    <ApplicationLayout
      skipLinkLabel={t('AbpUi::SkipToContent')}
      navbar={
        <Navbar
          brand={<Logo label={t('::Layout:HomeLink')} />}
          brandHref="/"
          onNavigate={onNavigate}
          toggleLabel={t('AbpUi::Menu')}
          navLabel={t('::Layout:MainNavigation')}
          menu={<RouteMenu items={menu} activeHref={pathname} onNavigate={onNavigate} />}
          end={
            <>
              <LanguageMenu
                currentLanguage={localization.currentCulture.cultureName}
                languages={languages}
                onSelect={onSelectLanguage}
                label={t('AbpUi::Languages')}
              />
              {userMenu}
            </>
          }
        />
      }
    >
      {breadcrumb.length > 0 && <Breadcrumb items={breadcrumb} label={t('AbpUi::Breadcrumb')} />}
      <Outlet />
    </ApplicationLayout>
  );
}
