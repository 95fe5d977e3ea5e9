import { isValidElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { clearToasts, dismissToast, showToast, TAP_ID_ATTRIBUTE, toastIdForTap } from './toast';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), {
    info: vi.fn((_: unknown, { id }: { id: string }) => id),
    success: vi.fn(),
    warning: vi.fn(),
    error: vi.fn(),
    dismiss: vi.fn(),
  }),
}));

const lifecycle = { onDismiss: expect.any(Function), onAutoClose: expect.any(Function) };

describe('showToast', () => {
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
});
