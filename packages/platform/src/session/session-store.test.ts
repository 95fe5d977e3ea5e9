import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../constants';
import { EMPTY_SESSION, createSessionStore } from './session-store';

const acme = { id: '6f1c2a7e-4b3d-4e8a-9c51-ac3e00000001', name: 'acme', isAvailable: true };

describe('createSessionStore', () => {
  it('starts empty and persists what is set under abpSession', () => {
    const store = createSessionStore();
    expect(store.get()).toEqual(EMPTY_SESSION);

    store.set({ language: 'en', tenant: acme });

    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? '')).toEqual({
      language: 'en',
      tenant: acme,
    });
    expect(createSessionStore().get()).toEqual({ language: 'en', tenant: acme });
  });

  it('updates part of the session and clears it', () => {
    const store = createSessionStore();
    store.set({ language: 'ar', tenant: acme });

    store.update({ tenant: null });
    expect(store.get()).toEqual({ language: 'ar', tenant: null });

    store.clear();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(store.get()).toEqual(EMPTY_SESSION);
  });

  it('treats a corrupt stored value as an empty session', () => {
    localStorage.setItem(STORAGE_KEYS.session, '{not json');
    expect(createSessionStore().get()).toEqual(EMPTY_SESSION);
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ tenant: 'acme' }));
    expect(createSessionStore().get()).toEqual(EMPTY_SESSION);
  });

  it('returns the same snapshot until the stored value changes', () => {
    const store = createSessionStore();
    store.set({ language: 'ar', tenant: null });
    const first = store.get();
    expect(store.get()).toBe(first);
    store.update({ language: 'en' });
    expect(store.get()).not.toBe(first);
  });

  it('notifies subscribers of local writes and of other tabs, until unsubscribed', () => {
    const store = createSessionStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    store.update({ language: 'en' });
    expect(listener).toHaveBeenLastCalledWith({ language: 'en', tenant: null });

    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ language: 'ar', tenant: acme }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.session }));
    expect(listener).toHaveBeenLastCalledWith({ language: 'ar', tenant: acme });

    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
