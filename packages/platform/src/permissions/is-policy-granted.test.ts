import { describe, expect, it } from 'vitest';
import { isPolicyGranted } from './is-policy-granted';

const granted = {
  'AbpIdentity.Users': true,
  'AbpIdentity.Roles': true,
  'Denied.Explicitly': false,
};

describe('isPolicyGranted', () => {
  it('grants an empty or missing requirement', () => {
    expect(isPolicyGranted({}, undefined)).toBe(true);
    expect(isPolicyGranted({}, null)).toBe(true);
    expect(isPolicyGranted({}, '  ')).toBe(true);
  });

  it('checks a single policy; missing or false means denied', () => {
    expect(isPolicyGranted(granted, 'AbpIdentity.Users')).toBe(true);
    expect(isPolicyGranted(granted, 'AbpTenantManagement.Tenants')).toBe(false);
    expect(isPolicyGranted(granted, 'Denied.Explicitly')).toBe(false);
  });

  it('grants || when any part is granted', () => {
    expect(isPolicyGranted(granted, 'AbpTenantManagement.Tenants || AbpIdentity.Users')).toBe(true);
    expect(isPolicyGranted(granted, 'Nope.A||Nope.B')).toBe(false);
  });

  it('grants && only when every part is granted', () => {
    expect(isPolicyGranted(granted, 'AbpIdentity.Users && AbpIdentity.Roles')).toBe(true);
    expect(isPolicyGranted(granted, 'AbpIdentity.Users && Denied.Explicitly')).toBe(false);
  });

  it('denies a combination with fewer than two parts', () => {
    expect(isPolicyGranted(granted, 'AbpIdentity.Users ||')).toBe(false);
    expect(isPolicyGranted(granted, '&& AbpIdentity.Users')).toBe(false);
  });
});
