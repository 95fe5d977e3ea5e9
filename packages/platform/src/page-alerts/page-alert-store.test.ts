import { describe, expect, it, vi } from 'vitest';
import { createPageAlertStore } from './page-alert-store';

describe('createPageAlertStore (SPEC §2 page alerts, ABP PageAlertService)', () => {
  it('shows alerts newest first, dismissible unless said otherwise', () => {
    const store = createPageAlertStore();
    const first = store.show({ type: 'info', message: '::Terms:Updated' });
    const second = store.show({
      type: 'error',
      title: '::Wallet:LoadFailed',
      message: 'Try again {0}',
      messageParams: ['later'],
      dismissible: false,
    });
    expect(first).not.toBe(second);
    expect(store.list()).toEqual([
      {
        id: second,
        type: 'error',
        title: '::Wallet:LoadFailed',
        message: 'Try again {0}',
        messageParams: ['later'],
        dismissible: false,
      },
      { id: first, type: 'info', message: '::Terms:Updated', dismissible: true },
    ]);
  });

  it('replaces an alert shown again under the same id, in its place', () => {
    const store = createPageAlertStore();
    store.show({ id: 'registration', type: 'warning', message: 'Incomplete' });
    store.show({ type: 'info', message: 'Newer' });
    store.show({ id: 'registration', type: 'success', message: 'Complete' });
    expect(store.list().map(({ id, message }) => [id, message])).toEqual([
      [expect.stringMatching(/^page-alert-/), 'Newer'],
      ['registration', 'Complete'],
    ]);
  });

  it('dismisses one alert by id, and clears them all', () => {
    const store = createPageAlertStore();
    const kept = store.show({ type: 'info', message: 'Kept' });
    const gone = store.show({ type: 'warning', message: 'Gone' });
    store.dismiss(gone);
    expect(store.list().map((alert) => alert.id)).toEqual([kept]);
    store.clear();
    expect(store.list()).toEqual([]);
  });

  it('tells subscribers of each change, keeps the same list otherwise, and lets them go', () => {
    const store = createPageAlertStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.show({ type: 'info', message: 'One' });
    const shown = store.list();
    store.dismiss('no-such-alert');
    store.clear();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.list()).not.toBe(shown);
    expect(store.list()).toBe(store.list());
    unsubscribe();
    store.show({ id, type: 'info', message: 'Again' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
