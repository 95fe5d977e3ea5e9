import { describe, expect, it } from 'vitest';
import { dropEmptyParams } from './drop-empty-params';

describe('dropEmptyParams', () => {
  it("drops undefined, null and '' but keeps 0 and false", () => {
    expect(
      dropEmptyParams({
        filter: '',
        sorting: undefined,
        tenant: null,
        skipCount: 0,
        maxResultCount: 10,
        isActive: false,
        name: 'acme',
      }),
    ).toEqual({ skipCount: 0, maxResultCount: 10, isActive: false, name: 'acme' });
  });
});
