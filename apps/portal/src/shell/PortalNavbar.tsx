import { useMemo, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
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
import { LanguageMenu, Logo, Navbar, RouteMenu, UserMenu } from '@sahm/ui';
import { isSettingsMenuVisible } from '../routes/settings-menu';
import { menuRoutes, toNavItems } from '../routes/menu';
// The draft module only, not the wizard: it must stay out of the first load.
import { clearRegistrationDrafts } from '../screens/complete-reg/registration-draft';
import { useShellServices } from './shell-context';

/** SPEC §2: the navbar the application and account layouts share (route, language, user menus). */
export function PortalNavbar() {
  const { t } = useLocalization();
  const { localization, currentTenant, features } = useApplicationConfiguration();
  const user = useCurrentUser();
  const auth = useAuth();
  const environment = useEnvironment();
  const isGranted = usePolicyChecker();
  const refreshConfiguration = useRefreshApplicationConfiguration();
  const { session, authMode } = useShellServices();
  const navigate = useNavigate();
  const { pathname } = useLocation();

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

  const openMyAccount = () => {
    // Password mode has no provider pages: the portal's own /account/manage is "My account".
    if (authMode === 'password') {
      void navigate('/account/manage');
      return;
    }
    // Code flow: the identity provider owns the profile (SPEC §2 user menu).
    const manage = new URL('/account/manage', environment.oAuthConfig.issuer);
    manage.searchParams.set('returnUrl', window.location.href);
    window.location.assign(manage.href);
  };

  const userMenu = user.isAuthenticated ? (
    <UserMenu
      status="authenticated"
      userName={user.userName ?? ''}
      tenantName={currentTenant.name ?? undefined}
      menuLabel={t('::Layout:UserMenu')}
      myAccountLabel={t('AbpAccount::MyAccount')}
      logoutLabel={t('AbpUi::Logout')}
      onMyAccount={openMyAccount}
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
  );
}
