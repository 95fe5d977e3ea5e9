import { isValidElement } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { loadSonner } from './load-sonner';
import { clearToasts, dismissToast, showToast, TAP_ID_ATTRIBUTE, toastIdForTap } from './toast';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), {
    info: vi.fn((_: unknown, { id }: { id: string }) => id),
    success: vi.fn(),
    warning: vi.fn(),
    error: vi.fn(),
    dismiss: vi.fn(),
    getToasts: vi.fn(() => []),
  }),
}));

const lifecycle = { onDismiss: expect.any(Function), onAutoClose: expect.any(Function) };

describe('showToast', () => {
  // Once Sonner is in, a toast reaches it at once (what happens before: the last describe).
  beforeAll(() => loadSonner());
  beforeEach(() => vi.clearAllMocks());

  it('shows the message alone, closable, with the Toaster’s default life and a fresh id', () => {
    const id = showToast({ severity: 'info', message: 'Saved.' });
    expect(id).toMatch(/^sahm-toast-\d+$/);
    expect(toast.info).toHaveBeenCalledWith('Saved.', {
      id,
      description: undefined,
      closeButton: true,
      dismissible: true,
      ...lifecycle,
    });
  });

  it('puts a title above the message', () => {
    showToast({ severity: 'error', title: 'Error', message: 'Tenant not available.', id: 't' });
    expect(toast.error).toHaveBeenCalledWith('Error', {
      id: 't',
      description: 'Tenant not available.',
      closeButton: true,
      dismissible: true,
      ...lifecycle,
    });
  });

  it('keeps a sticky toast until it is closed, whatever its life; not closable means not swipeable', () => {
    showToast({
      severity: 'warning',
      message: 'Wait.',
      sticky: true,
      life: 1000,
      closable: false,
      id: 'w',
    });
    expect(toast.warning).toHaveBeenCalledWith('Wait.', {
      id: 'w',
      description: undefined,
      closeButton: false,
      dismissible: false,
      duration: Infinity,
      ...lifecycle,
    });
  });

  it('passes a custom life, id and container through', () => {
    showToast({
      severity: 'success',
      message: 'Done.',
      life: 2000,
      id: 'save',
      containerKey: 'wallet',
    });
    expect(toast.success).toHaveBeenCalledWith('Done.', {
      id: 'save',
      description: undefined,
      closeButton: true,
      dismissible: true,
      duration: 2000,
      toasterId: 'wallet',
      ...lifecycle,
    });
  });

  it('marks a tap-to-dismiss toast so the Toaster can find it, until it is gone', () => {
    showToast({ severity: 'info', message: 'Tap me.', tapToDismiss: true, closable: false, id: 7 });
    const [heading, options] = vi.mocked(toast.info).mock.calls[0] ?? [];
    expect(isValidElement(heading)).toBe(true);
    expect((heading as { props: Record<string, unknown> }).props[TAP_ID_ATTRIBUTE]).toBe('7');
    expect(options).toMatchObject({ closeButton: false, dismissible: true });
    expect(toastIdForTap('7')).toBe(7);
    options?.onDismiss?.({ id: 7 });
    expect(toastIdForTap('7')).toBeUndefined();
  });
});

describe('dismissToast and clearToasts', () => {
  it('dismiss one toast by id, or all of them', () => {
    dismissToast('save');
    expect(toast.dismiss).toHaveBeenLastCalledWith('save');
    clearToasts();
    expect(toast.dismiss).toHaveBeenLastCalledWith();
  });

  it('keeps a toast shown with keepOnNextClear through the next clear only', () => {
    vi.mocked(toast.dismiss).mockClear();
    showToast({
      severity: 'success',
      message: 'Registered.',
      id: 'arrival',
      keepOnNextClear: true,
    });
    vi.mocked(toast.getToasts).mockReturnValue([
      { id: 'old', type: 'info' },
      { id: 'arrival', type: 'success' },
    ]);
    clearToasts();
    expect(toast.dismiss).toHaveBeenCalledTimes(1);
    expect(toast.dismiss).toHaveBeenCalledWith('old');

    vi.mocked(toast.dismiss).mockClear();
    clearToasts();
    expect(toast.dismiss).toHaveBeenCalledTimes(1);
    expect(toast.dismiss).toHaveBeenCalledWith();
  });
});

describe('before Sonner has loaded', () => {
  // A loader that delivers only when the test says so.
  async function toastsWithSlowSonner() {
    vi.resetModules();
    const sonnerToast = Object.assign(vi.fn(), {
      info: vi.fn(),
      success: vi.fn(),
      warning: vi.fn(),
      error: vi.fn(),
      dismiss: vi.fn(),
    });
    let loaded: { toast: typeof sonnerToast } | undefined;
    let deliver = (_: { toast: typeof sonnerToast }) => {};
    const loading = new Promise<{ toast: typeof sonnerToast }>((resolve) => (deliver = resolve));
    const loadSonner = vi.fn(() => loading);
    vi.doMock('./load-sonner', () => ({ loadedSonner: () => loaded, loadSonner }));
    const toasts = await import('./toast');
    const arrive = async () => {
      loaded = { toast: sonnerToast };
      deliver(loaded);
      await loading;
    };
    return { ...toasts, sonnerToast, loadSonner, arrive };
  }

  it('returns each id at once and shows the toasts in order once Sonner is in', async () => {
    const { showToast, sonnerToast, loadSonner, arrive } = await toastsWithSlowSonner();
    const first = showToast({ severity: 'info', message: 'Saved.' });
    const second = showToast({ severity: 'error', message: 'Failed.', id: 'failed' });
    expect(first).toMatch(/^sahm-toast-\d+$/);
    expect(second).toBe('failed');
    expect(loadSonner).toHaveBeenCalled();
    expect(sonnerToast.info).not.toHaveBeenCalled();
    expect(sonnerToast.error).not.toHaveBeenCalled();

    await arrive();
    expect(sonnerToast.info).toHaveBeenCalledWith('Saved.', expect.objectContaining({ id: first }));
    expect(sonnerToast.error).toHaveBeenCalledWith(
      'Failed.',
      expect.objectContaining({ id: 'failed' }),
    );
    expect(sonnerToast.info.mock.invocationCallOrder[0]).toBeLessThan(
      sonnerToast.error.mock.invocationCallOrder[0] ?? 0,
    );
    showToast({ severity: 'success', message: 'Again.', id: 'again' });
    expect(sonnerToast.success).toHaveBeenCalledWith(
      'Again.',
      expect.objectContaining({ id: 'again' }),
    );
  });

  it('drops a toast dismissed or cleared before Sonner is in, and never loads Sonner for that', async () => {
    const { showToast, dismissToast, clearToasts, toastIdForTap, sonnerToast, loadSonner, arrive } =
      await toastsWithSlowSonner();
    clearToasts();
    dismissToast('nothing');
    expect(loadSonner).not.toHaveBeenCalled();

    const gone = showToast({ severity: 'info', message: 'Gone.', tapToDismiss: true, id: 'gone' });
    showToast({ severity: 'warning', message: 'Kept.', id: 'kept' });
    dismissToast(gone);
    expect(toastIdForTap('gone')).toBeUndefined();
    await arrive();
    expect(sonnerToast.info).not.toHaveBeenCalled();
    expect(sonnerToast.warning).toHaveBeenCalledWith(
      'Kept.',
      expect.objectContaining({ id: 'kept' }),
    );
    expect(sonnerToast.dismiss).not.toHaveBeenCalled();
  });

  it('shows nothing asked for before a clear', async () => {
    const { showToast, clearToasts, sonnerToast, arrive } = await toastsWithSlowSonner();
    showToast({ severity: 'info', message: 'Old page.' });
    clearToasts();
    showToast({ severity: 'success', message: 'New page.' });
    await arrive();
    expect(sonnerToast.info).not.toHaveBeenCalled();
    expect(sonnerToast.success).toHaveBeenCalledWith('New page.', expect.any(Object));
  });

  it('shows a toast meant for the next page although the route change clears before Sonner is in', async () => {
    const { showToast, clearToasts, sonnerToast, arrive } = await toastsWithSlowSonner();
    showToast({ severity: 'info', message: 'Old page.' });
    showToast({ severity: 'success', message: 'Registered.', keepOnNextClear: true });
    clearToasts();
    await arrive();
    expect(sonnerToast.info).not.toHaveBeenCalled();
    expect(sonnerToast.success).toHaveBeenCalledWith('Registered.', expect.any(Object));
  });
});
