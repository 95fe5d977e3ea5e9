import type { ApplicationConfiguration } from './application-configuration-schema';

/** ABP's time-zone key: a header, query, form field or cookie (Volo.Abp.Timing TimeZoneConsts). */
export const TIME_ZONE_KEY = '__timezone';
/** The zone chosen for the host, a tenant or a user (Volo.Abp.Timing TimingSettingNames). */
export const TIME_ZONE_SETTING = 'Abp.Timing.TimeZone';

type ClockConfiguration = Pick<ApplicationConfiguration, 'clock' | 'setting'> | null | undefined;

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The server keeps UTC (AbpClockOptions.Kind), read as ABP's TimezoneService reads `clock.kind`. */
export function isUtcClock(configuration: ClockConfiguration): boolean {
  return configuration?.clock?.kind === 'Utc';
}

/**
 * The `__timezone` header's value, as ABP's timezoneInterceptor and TimezoneService decide it: none
 * unless the clock is UTC; then the zone the settings name, else the browser's.
 */
export function clientTimeZone(
  configuration: ClockConfiguration,
  readBrowserTimeZone: () => string = browserTimeZone,
): string | null {
  if (!isUtcClock(configuration)) return null;
  return configuration?.setting.values[TIME_ZONE_SETTING] || readBrowserTimeZone() || null;
}
