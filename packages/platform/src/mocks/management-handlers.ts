import { http, HttpResponse, type RequestHandler } from 'msw';
import { FEATURES_PATH, PERMISSIONS_PATH, TENANTS_PATH } from '../admin/admin-operations';
import { featuresUpdateInputSchema } from '../admin/schemas/features';
import {
  permissionsUpdateInputSchema,
  type PermissionProviderName,
} from '../admin/schemas/permissions';
import { tenantCreateInputSchema, tenantUpdateInputSchema } from '../admin/schemas/tenants';
import {
  featureList,
  resetFeatures,
  updateFeatures,
  type FeatureSubject,
} from './feature-operations';
import { tenantDto } from './mock-dtos';
import { fieldIssue, notFound, succeed } from './mock-failures';
import { pageOf, type ListShape } from './mock-list-query';
import {
  failureResponse,
  internalError,
  noContent,
  readInput,
  respond,
  respondEmpty,
  validationFailure,
} from './mock-responses';
import type { createMockRouting, MockRouteContext, SignedInRouteContext } from './mock-route';
import { permissionList, updatePermissions } from './permission-operations';
import type { MockTenant } from './platform-mock-model';
import type { PlatformMockStore } from './platform-mock-store';
import { createTenant, deleteTenant, findTenant, updateTenant } from './tenant-operations';

type Routing = ReturnType<typeof createMockRouting>;

const TENANTS_SHAPE: ListShape<MockTenant> = {
  searchable: (tenant) => [tenant.name],
  sortable: { name: (tenant) => tenant.name, id: (tenant) => tenant.id },
  defaultSorting: 'name asc',
};

/** Policies that guard each provider's grants, as ABP's permission management options map them. */
const PERMISSION_PROVIDER_POLICIES = {
  R: 'AbpIdentity.Roles.ManagePermissions',
  U: 'AbpIdentity.Users.ManagePermissions',
} as const;

/** ABP FeatureManagementOptions.ProviderPolicies as the tenant-management module maps them: `T` only. */
const FEATURE_PROVIDER_POLICIES: ReadonlyMap<string, string> = new Map([
  ['T', 'AbpTenantManagement.Tenants.ManageFeatures'],
]);

const HOST_FEATURES_POLICY = 'FeatureManagement.ManageHostFeatures';

interface Provider<P extends string> {
  providerName: P;
  providerKey: string;
}

/**
 * A route over one provider's data (`providerName` + `providerKey` in the query): 400 without a
 * provider name, 500 for an unknown one, then 403 unless the caller holds the policy that guards it.
 */
function forProvider<P extends string>(
  { signedIn, requirePolicy }: Routing,
  policies: Record<P, string>,
  resolve: (context: SignedInRouteContext, provider: Provider<P>) => Response | Promise<Response>,
) {
  const isProvider = (name: string): name is P => Object.hasOwn(policies, name);
  return signedIn((context) => {
    const providerName = context.url.searchParams.get('providerName') ?? '';
    const providerKey = context.url.searchParams.get('providerKey') ?? '';
    if (providerName === '') {
      return validationFailure(context.caller.culture, [fieldIssue('providerName', 'Required')]);
    }
    // ABP PermissionAppService.CheckProviderPolicy throws a plain AbpException ("No policy defined
    // to get/set permissions for the provider …") before any authorization check: a 500.
    if (!isProvider(providerName)) return internalError(context.caller.culture);
    return requirePolicy(context, policies[providerName], (allowed) =>
      resolve(allowed, { providerName, providerKey }),
    );
  });
}

/**
 * ABP FeatureAppService: `T` with no key called from the host is the host itself, checked against
 * its own policy and shown without the tenant-only features.
 */
function isHostFeatures(providerName: string, providerKey: string | null, tenantId: string | null) {
  return providerName === 'T' && providerKey === null && tenantId === null;
}

/** Permission management (contract §8.1). */
export function createPermissionHandlers(
  store: PlatformMockStore,
  routing: Routing,
): RequestHandler[] {
  const path = `*/${PERMISSIONS_PATH}`;
  const subject = (context: MockRouteContext, provider: Provider<PermissionProviderName>) => ({
    tenantId: context.caller.tenantId,
    ...provider,
  });
  return [
    http.get(
      path,
      forProvider(routing, PERMISSION_PROVIDER_POLICIES, (context, provider) =>
        respond(
          context.caller.culture,
          permissionList(store, subject(context, provider), context.caller.culture),
          (list) => list,
        ),
      ),
    ),
    http.put(
      path,
      forProvider(routing, PERMISSION_PROVIDER_POLICIES, async (context, provider) => {
        const input = await readInput(context.request, permissionsUpdateInputSchema);
        if (!input.ok) return failureResponse(context.caller.culture, input.failure);
        return respondEmpty(
          context.caller.culture,
          updatePermissions(store, subject(context, provider), input.value),
        );
      }),
    ),
  ];
}

/** Tenant management (contract §9); host only, as its policies are. */
export function createTenantHandlers(
  store: PlatformMockStore,
  { authorized }: Routing,
): RequestHandler[] {
  const tenants = `*/${TENANTS_PATH}`;
  return [
    http.get(
      tenants,
      authorized('AbpTenantManagement.Tenants', ({ caller, url }) =>
        respond(caller.culture, pageOf(url, store.tenants, TENANTS_SHAPE), (page) => ({
          totalCount: page.totalCount,
          items: page.items.map(tenantDto),
        })),
      ),
    ),
    http.post(
      tenants,
      authorized('AbpTenantManagement.Tenants.Create', async ({ caller, request }) => {
        const input = await readInput(request, tenantCreateInputSchema);
        if (!input.ok) return failureResponse(caller.culture, input.failure);
        return respond(caller.culture, createTenant(store, input.value), tenantDto);
      }),
    ),
    http.get(
      `${tenants}/:id`,
      authorized('AbpTenantManagement.Tenants', ({ caller, params }) => {
        const tenant = findTenant(store, params['id'] ?? '');
        return respond(
          caller.culture,
          tenant ? succeed(tenant) : notFound('Tenant', params['id'] ?? ''),
          tenantDto,
        );
      }),
    ),
    http.put(
      `${tenants}/:id`,
      authorized('AbpTenantManagement.Tenants.Update', async ({ caller, params, request }) => {
        const input = await readInput(request, tenantUpdateInputSchema);
        if (!input.ok) return failureResponse(caller.culture, input.failure);
        return respond(
          caller.culture,
          updateTenant(store, params['id'] ?? '', input.value),
          tenantDto,
        );
      }),
    ),
    http.delete(
      `${tenants}/:id`,
      authorized('AbpTenantManagement.Tenants.Delete', ({ caller, params }) =>
        respondEmpty(caller.culture, deleteTenant(store, params['id'] ?? '')),
      ),
    ),
  ];
}

/**
 * Feature management (contract §10): a tenant's features (`T` + its id) or the host's own (`T`,
 * no key); ABP answers 500 for any other provider name.
 */
export function createFeatureHandlers(
  store: PlatformMockStore,
  { signedIn, requirePolicy }: Routing,
): RequestHandler[] {
  const path = `*/${FEATURES_PATH}`;
  const forFeatures = (
    resolve: (
      context: SignedInRouteContext,
      subject: FeatureSubject,
      hostView: boolean,
    ) => Response | Promise<Response>,
  ) =>
    signedIn((context) => {
      const providerName = context.url.searchParams.get('providerName') ?? '';
      // ASP.NET Core's SimpleTypeModelBinder binds an empty or blank string to null
      // (ConvertEmptyStringToNull): `providerKey=` is no key at all, so the host from the host.
      const rawKey = context.url.searchParams.get('providerKey');
      const providerKey = rawKey === null || rawKey.trim() === '' ? null : rawKey;
      if (providerName === '') {
        return validationFailure(context.caller.culture, [fieldIssue('providerName', 'Required')]);
      }
      const hostView = isHostFeatures(providerName, providerKey, context.caller.tenantId);
      const policy = hostView ? HOST_FEATURES_POLICY : FEATURE_PROVIDER_POLICIES.get(providerName);
      // ABP FeatureAppService.CheckProviderPolicy throws for a provider with no policy: a 500.
      if (policy === undefined) return internalError(context.caller.culture);
      return requirePolicy(context, policy, (allowed) =>
        resolve(
          allowed,
          // ABP TenantFeatureManagementProvider: no key means the current tenant (null on the host).
          { providerName: 'T', providerKey: providerKey ?? context.caller.tenantId },
          hostView,
        ),
      );
    });
  return [
    http.get(
      path,
      forFeatures(({ caller }, subject, hostView) =>
        HttpResponse.json(featureList(store, subject, caller.culture, { hostView })),
      ),
    ),
    http.put(
      path,
      forFeatures(async ({ caller, request }, subject) => {
        const input = await readInput(request, featuresUpdateInputSchema);
        if (!input.ok) return failureResponse(caller.culture, input.failure);
        return respondEmpty(caller.culture, updateFeatures(store, subject, input.value));
      }),
    ),
    http.delete(
      path,
      forFeatures((_context, subject) => {
        resetFeatures(store, subject);
        return noContent();
      }),
    ),
  ];
}
