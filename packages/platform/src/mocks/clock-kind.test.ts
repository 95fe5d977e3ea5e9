import { describe, expect, it } from 'vitest';
import { clientTimeZone } from '../config/clock';
import { parseApplicationConfiguration } from '../config/application-configuration-query';
import { buildApplicationConfiguration } from './build-application-configuration';
import { createPlatformMockStore, type MockClockKind } from './platform-mock-store';

const configurationWith = (clockKind?: MockClockKind) =>
  parseApplicationConfiguration(
    buildApplicationConfiguration(createPlatformMockStore(clockKind ? { clockKind } : {}), {
      user: null,
      tenant: null,
      culture: 'en',
    }),
  );

describe("the mock's clock kind (AbpClockOptions.Kind)", () => {
  it('is Utc by default, so the portal sends the zone the settings name', () => {
    const configuration = configurationWith();
    expect(configuration.clock).toEqual({ kind: 'Utc' });
    expect(clientTimeZone(configuration, () => 'Europe/Istanbul')).toBe('Asia/Riyadh');
  });

  it('can be Unspecified, ABP’s own default, when no zone is sent', () => {
    const configuration = configurationWith('Unspecified');
    expect(configuration.clock).toEqual({ kind: 'Unspecified' });
    expect(clientTimeZone(configuration, () => 'Europe/Istanbul')).toBeNull();
  });
});
