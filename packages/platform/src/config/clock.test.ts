import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/create-http-client';
import { clientTimeZone, isUtcClock } from './clock';
import { readServerDateTime } from './server-date-time';

/** The parts of ABP's ApplicationConfigurationDto the clock reads (contract §2.1). */
const configuration = (kind: string, timeZoneSetting = '') => ({
  clock: { kind },
  // ABP's TimingSettingProvider defines Abp.Timing.TimeZone with an empty default.
  setting: { values: { 'Abp.Timing.TimeZone': timeZoneSetting } },
});
const browser = () => 'Europe/Istanbul';

const timeZones: (string | null)[] = [];
const server = setupServer(
  http.get('*/api/echo', ({ request }) => {
    timeZones.push(request.headers.get('__timezone'));
    return HttpResponse.json({});
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  timeZones.length = 0;
});
afterAll(() => server.close());

describe('clientTimeZone (ABP TimezoneService)', () => {
  it('is the browser zone, or the zone the settings name, only when the clock is UTC', () => {
    expect(isUtcClock(configuration('Utc'))).toBe(true);
    expect(clientTimeZone(configuration('Utc'), browser)).toBe('Europe/Istanbul');
    expect(clientTimeZone(configuration('Utc', 'Asia/Riyadh'), browser)).toBe('Asia/Riyadh');
    for (const kind of ['Unspecified', 'Local']) {
      expect(clientTimeZone(configuration(kind, 'Asia/Riyadh'), browser)).toBeNull();
    }
    expect(clientTimeZone(undefined, browser)).toBeNull();
    expect(clientTimeZone({ clock: null, setting: { values: {} } }, browser)).toBeNull();
  });

  it('is sent as the __timezone header by the HTTP client only with the UTC clock', async () => {
    let current: ReturnType<typeof configuration> | undefined;
    const client = createHttpClient({
      baseUrl: 'https://api.sahm.example',
      getAccessToken: () => null,
      getLanguage: () => 'ar',
      getTenantId: () => null,
      getTimeZone: () => clientTimeZone(current, browser),
    });
    // Before the configuration has arrived, as ABP's interceptor: nothing.
    await client.get('api/echo');
    current = configuration('Unspecified');
    await client.get('api/echo');
    current = configuration('Utc');
    await client.get('api/echo');
    current = configuration('Utc', 'Asia/Riyadh');
    await client.get('api/echo');
    expect(timeZones).toEqual([null, null, 'Europe/Istanbul', 'Asia/Riyadh']);
  });
});

describe('readServerDateTime (ABP TimeService, UtcToLocalPipe)', () => {
  it('reads an offset-less date-time as UTC when the clock is UTC', () => {
    expect(readServerDateTime('2026-01-04T22:30:00', 'Utc')).toEqual({
      date: new Date(Date.UTC(2026, 0, 4, 22, 30)),
      wallClock: false,
    });
    expect(readServerDateTime('2026-01-04T22:30:00.1234567', 'Utc').date.toISOString()).toBe(
      '2026-01-04T22:30:00.123Z',
    );
  });

  it('keeps an offset-less date-time as the wall-clock time it spells otherwise', () => {
    for (const kind of ['Unspecified', 'Local', null]) {
      const read = readServerDateTime('2026-01-04T22:30:00', kind);
      expect(read.wallClock).toBe(true);
      expect(read.date.toISOString()).toBe('2026-01-04T22:30:00.000Z');
    }
  });

  it('takes a value with an offset as that instant, and a calendar date as it is', () => {
    for (const kind of ['Utc', 'Unspecified']) {
      expect(readServerDateTime('2026-01-04T08:00:00Z', kind)).toEqual({
        date: new Date(Date.UTC(2026, 0, 4, 8)),
        wallClock: false,
      });
      expect(readServerDateTime('2026-01-04T08:00:00+03:00', kind).date.toISOString()).toBe(
        '2026-01-04T05:00:00.000Z',
      );
      expect(readServerDateTime('1990-05-01', kind)).toEqual({
        date: new Date(Date.UTC(1990, 4, 1)),
        wallClock: true,
      });
    }
  });
});
