import { describe, expect, it } from 'vitest';
import { deepMerge, mergeEnvironments } from './merge-environments';

describe('deepMerge', () => {
  it('merges nested objects and lets remote scalars and arrays win', () => {
    expect(
      deepMerge({ a: { b: 1, c: [1, 2] }, d: 'local' }, { a: { c: [3] }, d: 'remote', e: true }),
    ).toEqual({ a: { b: 1, c: [3] }, d: 'remote', e: true });
  });

  it('does not mutate its inputs', () => {
    const local = { a: { b: 1 } };
    deepMerge(local, { a: { b: 2 } });
    expect(local).toEqual({ a: { b: 1 } });
  });
});

describe('mergeEnvironments', () => {
  it('overwrites with the remote environment when asked to', () => {
    expect(mergeEnvironments({ a: 1, b: 2 }, { b: 3 }, 'overwrite')).toEqual({ b: 3 });
  });
});
