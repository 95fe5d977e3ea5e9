import { isFeatureEnabled } from './feature-operations';
import { forbidden } from './mock-responses';
import type { PlatformMockStore } from './platform-mock-store';

const EMAILING_POLICY = 'SettingManagement.Emailing';
const EMAILING_TEST_POLICY = 'SettingManagement.Emailing.Test';
const SETTING_MANAGEMENT_FEATURE = 'SettingManagement.Enable';
const TENANT_EMAILING_FEATURE = 'SettingManagement.AllowChangingEmailSettings';

/**
 * ABP EmailSettingsAppService's checks on the emailing endpoints, for the platform's users:
 * `[Authorize(SettingManagement.Emailing)]` on every call, `SettingManagement.Emailing.Test` too
 * for the test mail, then CheckFeatureAsync (SettingManagement.Enable, and inside a tenant
 * SettingManagement.AllowChangingEmailSettings). Every refusal is an AbpAuthorizationException,
 * answered as ABP's authorization handler does (403 for a signed-in caller); null lets it through.
 */
export function emailSettingsRefusal(
  store: PlatformMockStore,
  userId: string,
  { sendingTestEmail }: { sendingTestEmail: boolean },
): Response | null {
  const user = store.findUserById(userId);
  const granted = store.grantedPoliciesFor(user);
  const policies = sendingTestEmail ? [EMAILING_POLICY, EMAILING_TEST_POLICY] : [EMAILING_POLICY];
  if (!policies.every((policy) => granted.includes(policy))) return forbidden();
  const tenantId = user?.tenantId ?? null;
  const features =
    tenantId === null
      ? [SETTING_MANAGEMENT_FEATURE]
      : [SETTING_MANAGEMENT_FEATURE, TENANT_EMAILING_FEATURE];
  return features.every((feature) => isFeatureEnabled(store, tenantId, feature))
    ? null
    : forbidden();
}
