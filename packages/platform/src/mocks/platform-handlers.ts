import { http, HttpResponse, type RequestHandler } from 'msw';
import { DEFAULT_TENANT_KEY } from '../constants';
import { applicationLocalizationAnswer } from './application-localization-answer';
import {
  buildApplicationConfiguration,
  type ExtraLocalizationTexts,
} from './build-application-configuration';
import { createAccountHandlers } from './account-handlers';
import { createIdentityHandlers } from './identity-handlers';
import {
  createFeatureHandlers,
  createPermissionHandlers,
  createTenantHandlers,
} from './management-handlers';
import { bindBooleanQuery, invalidQuery } from './mock-query-binding';
import { createTenantGuard, resolveCaller } from './mock-request-context';
import { createMockRouting } from './mock-route';
import type { MockTenant, PlatformMockStore } from './platform-mock-store';

export interface PlatformHandlersOptions {
  /** Resolves the caller from the request (Authorization header); null = anonymous. */
  identify: (request: Request) => Promise<{ userId: string } | null>;
  tenantKey?: string;
  /** Localization texts of other modules (e.g. the investor SDK's validation messages). */
  extraTexts?: ExtraLocalizationTexts;
}

function findTenantResult(tenant: MockTenant | undefined) {
  return tenant
    ? {
        success: true,
        tenantId: tenant.id,
        name: tenant.name,
        normalizedName: tenant.normalizedName,
        isActive: tenant.isActive,
      }
    : { success: false, tenantId: null, name: null, normalizedName: null, isActive: false };
}

/**
 * MSW handlers for the ABP platform endpoints (contract §2, §3, §5) and the module endpoints the
 * admin and account clients call (§6–§10); they match any origin.
 */
export function createPlatformHandlers(
  store: PlatformMockStore,
  options: PlatformHandlersOptions,
): RequestHandler[] {
  const { identify, tenantKey = DEFAULT_TENANT_KEY } = options;
  const routing = createMockRouting(store, identify, tenantKey);
  return [
    // First, so routes after it (other modules' too) answer a tenant that does not resolve as ABP does.
    createTenantGuard(store, identify, tenantKey),
    http.get('*/api/abp/application-configuration', async ({ request }) => {
      const caller = await resolveCaller(store, request, identify, tenantKey);
      if ('response' in caller) return caller.response;
      // ABP ApplicationConfigurationRequestOptions: IncludeLocalizationResources defaults to true.
      const include = bindBooleanQuery(new URL(request.url), 'includeLocalizationResources', true);
      if ('issue' in include) return invalidQuery(caller.culture, [include.issue]);
      return HttpResponse.json(
        buildApplicationConfiguration(store, {
          user: caller.user,
          tenant: caller.tenant,
          culture: caller.culture,
          includeLocalizationResources: include.value,
          extraTexts: options.extraTexts,
        }),
      );
    }),

    http.get('*/api/abp/application-localization', async ({ request }) => {
      // The caller's own culture, for error messages; the texts follow `cultureName`.
      const caller = await resolveCaller(store, request, identify, tenantKey);
      if ('response' in caller) return caller.response;
      return applicationLocalizationAnswer(
        new URL(request.url),
        caller.culture,
        options.extraTexts,
      );
    }),

    http.get('*/api/abp/multi-tenancy/tenants/by-name/:name', ({ params }) =>
      HttpResponse.json(findTenantResult(store.findTenantByName(String(params['name'])))),
    ),

    http.get('*/api/abp/multi-tenancy/tenants/by-id/:id', ({ params }) =>
      HttpResponse.json(findTenantResult(store.findTenantById(String(params['id'])))),
    ),

    ...createIdentityHandlers(store, routing),
    ...createPermissionHandlers(store, routing),
    ...createTenantHandlers(store, routing),
    ...createFeatureHandlers(store, routing),
    ...createAccountHandlers(store, routing),
  ];
}
