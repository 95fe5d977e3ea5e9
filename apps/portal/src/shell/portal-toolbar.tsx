import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import {
  createToolbarRegistry,
  fetchApplicationConfiguration,
  switchLanguage,
  useApplicationConfiguration,
  useAuth,
  useCurrentUser,
  useEnvironment,
  useHttpClient,
  useLocalization,
  type ToolbarItem,
} from '@sahm/platform';
import { LanguageMenu, UserMenu } from '@sahm/ui';
import { WithInvestorName } from '../investor/WithInvestorName';
import { useShellServices } from './shell-context';

/** A navbar toolbar entry: its order, policy and visibility, and what it renders. */
export interface PortalToolbarItem extends ToolbarItem {
  component: ComponentType;
}

/** SPEC §2: the language dropdown (it hides itself without other languages). */
function LanguageToolbarItem() {
  const { t } = useLocalization();
  const { localization } = useApplicationConfiguration();
  const http = useHttpClient();
  const { session } = useShellServices();
  const languages = localization.languages.map((language) => ({
    cultureName: language.cultureName ?? '',
    displayName: language.displayName ?? language.cultureName ?? '',
  }));
  return (
    <LanguageMenu
      currentLanguage={localization.currentCulture.cultureName}
      languages={languages}
      onSelect={(cultureName) =>
        void switchLanguage(cultureName, {
          // Past the query cache: the page reloads, and a new culture in the cache would only
          // suspend the screen to load texts the reload loads again (ADR 0310).
          refreshConfiguration: () => fetchApplicationConfiguration(http),
          reload: () => window.location.reload(),
          session,
        })
      }
      label={t('AbpUi::Languages')}
    />
  );
}

/** SPEC §2 user menu: Login when signed out; tenant, user name, My account and Logout otherwise. */
function CurrentUserToolbarItem() {
  const { t } = useLocalization();
  const { currentTenant } = useApplicationConfiguration();
  const user = useCurrentUser();
  const auth = useAuth();
  const environment = useEnvironment();
  const { authMode } = useShellServices();
  const navigate = useNavigate();

  if (!user.isAuthenticated) {
    return (
      <UserMenu
        status="anonymous"
        loginLabel={t('AbpUi::Login')}
        onLogin={() => void auth.login()}
      />
    );
  }

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

  const accountName = user.userName ?? '';
  return (
    <WithInvestorName accountName={accountName}>
      {(name, isInvestorName) => (
        <UserMenu
          status="authenticated"
          userName={name}
          tenantName={currentTenant.name ?? undefined}
          // An investor's own name is shown: the account's stays in the button's name (ADR 0475).
          menuLabel={
            isInvestorName ? t('::Layout:UserMenuOfAccount', accountName) : t('::Layout:UserMenu')
          }
          myAccountLabel={t('AbpAccount::MyAccount')}
          logoutLabel={t('AbpUi::Logout')}
          onMyAccount={openMyAccount}
          // The drafts and the rest of the person go with every logout (start-portal, ADR 0412).
          onLogout={() => void auth.logout()}
        />
      )}
    </WithInvestorName>
  );
}

export const LANGUAGES_TOOLBAR_ITEM = 'Portal.Toolbar.Languages';
export const CURRENT_USER_TOOLBAR_ITEM = 'Portal.Toolbar.CurrentUser';

/**
 * The navbar's toolbar (SPEC §4): sorted by order, an item added with an existing id replaces
 * it, so a feature can add or swap an entry without editing the navbar.
 */
export const portalToolbar = createToolbarRegistry<PortalToolbarItem>([
  { id: LANGUAGES_TOOLBAR_ITEM, order: 1, component: LanguageToolbarItem },
  { id: CURRENT_USER_TOOLBAR_ITEM, order: 2, component: CurrentUserToolbarItem },
]);
