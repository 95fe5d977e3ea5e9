import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { clearToasts, dismissToast, showToast } from './toast';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), {
    info: vi.fn(() => 'id-1'),
    success: vi.fn(),
    warning: vi.fn(),
    error: vi.fn(),
    dismiss: vi.fn(),
  }),
}));

describe('showToast', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the message alone, closable, with the Toaster’s default life', () => {
    expect(showToast({ severity: 'info', message: 'Saved.' })).toBe('id-1');
    expect(toast.info).toHaveBeenCalledWith('Saved.', {
      description: undefined,
      closeButton: true,
    });
  });

  it('puts a title above the message', () => {
    showToast({ severity: 'error', title: 'Error', message: 'Tenant not available.' });
    expect(toast.error).toHaveBeenCalledWith('Error', {
      description: 'Tenant not available.',
      closeButton: true,
    });
  });

  it('keeps a sticky toast until it is closed, whatever its life', () => {
    showToast({ severity: 'warning', message: 'Wait.', sticky: true, life: 1000, closable: false });
    expect(toast.warning).toHaveBeenCalledWith('Wait.', {
      description: undefined,
      closeButton: false,
      duration: Infinity,
    });
  });

  it('passes a custom life and id through', () => {
    showToast({ severity: 'success', message: 'Done.', life: 2000, id: 'save' });
    expect(toast.success).toHaveBeenCalledWith('Done.', {
      description: undefined,
      closeButton: true,
      duration: 2000,
      id: 'save',
    });
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
