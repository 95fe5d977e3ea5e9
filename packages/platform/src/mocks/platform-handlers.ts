import { http, HttpResponse, type RequestHandler } from 'msw';
import { DEFAULT_TENANT_KEY } from '../constants';
import { abpError } from './abp-error';
import {
  buildApplicationConfiguration,
  buildLocalizationResources,
  type ExtraLocalizationTexts,
} from './build-application-configuration';
import { MOCK_CULTURES, resolveMockCulture } from './mock-cultures';
import type { MockTenant, PlatformMockStore } from './platform-mock-store';

export interface PlatformHandlersOptions {
  /** Resolves the caller from the request (Authorization header); null = anonymous. */
  identify: (request: Request) => Promise<{ userId: string } | null>;
  tenantKey?: string;
  /** Localization texts of other modules (e.g. the investor SDK's validation messages). */
  extraTexts?: ExtraLocalizationTexts;
}

const TENANT_RESOLVE_ERROR_HEADER = 'Abp-Tenant-Resolve-Error';

type TenantResolution = { tenant: MockTenant | null } | { unknown: string };

/** Header first, then query string; an id or a name is accepted, as ABP does. */
function resolveRequestTenant(
  store: PlatformMockStore,
  request: Request,
  tenantKey: string,
): TenantResolution {
  const requested =
    request.headers.get(tenantKey) || new URL(request.url).searchParams.get(tenantKey);
  if (!requested) return { tenant: null };
  const tenant = store.findTenantById(requested) ?? store.findTenantByName(requested);
  return tenant ? { tenant } : { unknown: requested };
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

/** MSW handlers for the ABP platform endpoints (contract §2, §3, §5); they match any origin. */
export function createPlatformHandlers(
  store: PlatformMockStore,
  options: PlatformHandlersOptions,
): RequestHandler[] {
  const { identify, tenantKey = DEFAULT_TENANT_KEY } = options;
  return [
    http.get('*/api/abp/application-configuration', async ({ request }) => {
      const caller = await identify(request);
      const user = caller ? (store.findUserById(caller.userId) ?? null) : null;
      // A signed-in user's own tenant wins over the header, as ABP's resolver order does.
      const resolution: TenantResolution = user
        ? { tenant: user.tenantId ? (store.findTenantById(user.tenantId) ?? null) : null }
        : resolveRequestTenant(store, request, tenantKey);
      if ('unknown' in resolution) {
        return abpError(
          404,
          'Tenant not found!',
          `There is no tenant with the id or name: ${resolution.unknown}`,
          {
            headers: { [TENANT_RESOLVE_ERROR_HEADER]: 'TenantNotFound' },
          },
        );
      }
      const url = new URL(request.url);
      return HttpResponse.json(
        buildApplicationConfiguration(store, {
          user,
          tenant: resolution.tenant,
          culture: resolveMockCulture(request.headers.get('Accept-Language')),
          includeLocalizationResources:
            url.searchParams.get('includeLocalizationResources') !== 'false',
          extraTexts: options.extraTexts,
        }),
      );
    }),

    http.get('*/api/abp/application-localization', ({ request }) => {
      const cultureName = new URL(request.url).searchParams.get('cultureName');
      if (!cultureName) {
        const message = 'The CultureName field is required.';
        return abpError(400, 'Your request is not valid!', ` - ${message}`, {
          code: null,
          validationErrors: [{ message, members: ['cultureName'] }],
        });
      }
      const culture = resolveMockCulture(cultureName);
      return HttpResponse.json({
        resources: buildLocalizationResources(culture, options.extraTexts),
        currentCulture: MOCK_CULTURES[culture],
      });
    }),

    http.get('*/api/abp/multi-tenancy/tenants/by-name/:name', ({ params }) =>
      HttpResponse.json(findTenantResult(store.findTenantByName(String(params['name'])))),
    ),

    http.get('*/api/abp/multi-tenancy/tenants/by-id/:id', ({ params }) =>
      HttpResponse.json(findTenantResult(store.findTenantById(String(params['id'])))),
    ),
  ];
}
