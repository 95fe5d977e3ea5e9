import { describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_TOAST_KEY } from '@sahm/platform';
import type * as SahmUi from '@sahm/ui';
import { isoDateFromInput } from './date-schema';

// The parser's chunk cannot be fetched: the network is down (ADR 0255).
vi.mock('@sahm/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof SahmUi>()),
  dateTextCode: { load: () => Promise.reject(new Error('offline')) },
}));

describe('isoDateFromInput without its parser', () => {
  it('says the network failed rather than calling the date wrong', async () => {
    const result = await isoDateFromInput().safeParseAsync({
      text: '1990-01-05',
      calendar: 'gregory',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([NETWORK_ERROR_TOAST_KEY]);
  });
});
