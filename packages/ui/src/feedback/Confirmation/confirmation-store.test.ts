import { describe, expect, it, vi } from 'vitest';
import { createConfirmationStore } from './confirmation-store';

describe('createConfirmationStore', () => {
  it('starts empty', () => {
    expect(createConfirmationStore().getSnapshot()).toBeNull();
  });

  it('shows one request at a time and resolves each with its own outcome, first in first out', async () => {
    const store = createConfirmationStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.confirm({ message: 'Log out?', severity: 'warning' });
    const second = store.confirm({ message: 'Save preferences?' });
    expect(store.getSnapshot()).toMatchObject({
      request: { message: 'Log out?' },
      settled: false,
    });

    store.resolve('confirm');
    await expect(first).resolves.toBe('confirm');
    // Answered, but still on screen while it closes: the next one waits.
    expect(store.getSnapshot()).toMatchObject({ request: { message: 'Log out?' }, settled: true });

    store.advance();
    expect(store.getSnapshot()).toMatchObject({
      request: { message: 'Save preferences?' },
      settled: false,
    });
    store.resolve('reject');
    await expect(second).resolves.toBe('reject');
    store.advance();
    expect(store.getSnapshot()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(6);
  });

  it('takes the first answer only', async () => {
    const store = createConfirmationStore();
    const outcome = store.confirm({ message: 'Delete?' });
    store.resolve('dismiss');
    store.resolve('confirm');
    await expect(outcome).resolves.toBe('dismiss');
  });

  it('does not advance past a confirmation that has not been answered', () => {
    const store = createConfirmationStore();
    void store.confirm({ message: 'Delete?' });
    const before = store.getSnapshot();
    store.advance();
    expect(store.getSnapshot()).toBe(before);
  });

  it('ignores answers when nothing is asked', () => {
    const store = createConfirmationStore();
    expect(() => store.resolve('confirm')).not.toThrow();
    expect(store.getSnapshot()).toBeNull();
  });

  it('clear dismisses the shown and every queued request', async () => {
    const store = createConfirmationStore();
    const shown = store.confirm({ message: 'One' });
    const queued = store.confirm({ message: 'Two' });
    store.clear();
    await expect(shown).resolves.toBe('dismiss');
    await expect(queued).resolves.toBe('dismiss');
    // The shown one closes with its animation; then nothing is left.
    expect(store.getSnapshot()).toMatchObject({ request: { message: 'One' }, settled: true });
    store.advance();
    expect(store.getSnapshot()).toBeNull();
  });

  it('stops notifying after unsubscribe', () => {
    const store = createConfirmationStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    void store.confirm({ message: 'Quiet?' });
    expect(listener).not.toHaveBeenCalled();
  });
});
