import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

describe('onDemand', () => {
  it('fetches nothing until asked, then once, and tells subscribers when it has arrived', async () => {
    const fetchModule = vi.fn(() => Promise.resolve({ name: 'dialog' }));
    const source = onDemand(fetchModule);
    const listener = vi.fn();
    source.subscribe(listener);
    expect(fetchModule).not.toHaveBeenCalled();
    expect(source.loaded()).toBeUndefined();

    const first = source.load();
    const second = source.load();
    expect(first).toBe(second);
    await expect(first).resolves.toEqual({ name: 'dialog' });
    expect(fetchModule).toHaveBeenCalledOnce();
    expect(source.loaded()).toEqual({ name: 'dialog' });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('tries again after a failed fetch', async () => {
    const fetchModule = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('dialog');
    const source = onDemand(fetchModule);
    await expect(source.load()).rejects.toThrow('offline');
    expect(source.loaded()).toBeUndefined();
    await expect(source.load()).resolves.toBe('dialog');
    expect(fetchModule).toHaveBeenCalledTimes(2);
  });

  it('stops telling a listener that unsubscribed', async () => {
    const source = onDemand(() => Promise.resolve('dialog'));
    const listener = vi.fn();
    source.subscribe(listener)();
    await source.load();
    expect(listener).not.toHaveBeenCalled();
  });
});
