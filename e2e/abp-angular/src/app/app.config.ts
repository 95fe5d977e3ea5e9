import { provideAbpCore, withOptions } from '@abp/ng.core';
import { registerLocaleForEsBuild } from '@abp/ng.core/locale';
import { provideAccountConfig } from '@abp/ng.account/config';
import { provideFeatureManagementConfig } from '@abp/ng.feature-management';
import { provideIdentityConfig } from '@abp/ng.identity/config';
import { provideAbpOAuth } from '@abp/ng.oauth';
import { provideSettingManagementConfig } from '@abp/ng.setting-management/config';
import { provideTenantManagementConfig } from '@abp/ng.tenant-management/config';
import { provideThemeLeptonX } from '@abp/ng.theme.lepton-x';
import { provideAccountLayout } from '@abp/ng.theme.lepton-x/account';
import { provideSideMenuLayout } from '@abp/ng.theme.lepton-x/layouts';
import { provideAbpThemeShared, provideLogo, withEnvironmentOptions } from '@abp/ng.theme.shared';
import { type ApplicationConfig, provideZoneChangeDetection } from '@angular/core';
import { provideAnimations } from '@angular/platform-browser/animations';
import { provideRouter } from '@angular/router';
import { environment } from '../environments/environment';
import { appRoutes } from './app.routes';
import { APP_ROUTE_PROVIDER } from './route.provider';

/** ABP's application template's providers, in its order: core, auth, theme, then each module. */
export const appConfig: ApplicationConfig = {
  providers: [
    // ABP's packages and ngx-datatable still count on Zone.js to see changes.
    provideZoneChangeDetection({ eventCoalescing: true }),
    provideRouter(appRoutes),
    APP_ROUTE_PROVIDER,
    provideAbpCore(withOptions({ environment, registerLocaleFn: registerLocaleForEsBuild() })),
    provideAbpOAuth(),
    provideAbpThemeShared(),
    provideSettingManagementConfig(),
    provideAccountConfig(),
    provideIdentityConfig(),
    provideTenantManagementConfig(),
    provideFeatureManagementConfig(),
    provideAnimations(),
    provideLogo(withEnvironmentOptions(environment)),
    provideThemeLeptonX(),
    provideSideMenuLayout(),
    provideAccountLayout(),
  ],
};
