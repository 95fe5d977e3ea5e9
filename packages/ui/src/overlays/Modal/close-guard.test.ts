import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nextCloseGuard, type CloseGuardContext } from './close-guard';
import { useCloseGuard } from './use-close-guard';

const clean: CloseGuardContext = { busy: false, warn: false };
const dirty: CloseGuardContext = { busy: false, warn: true };
const busy: CloseGuardContext = { busy: true, warn: true };

describe('nextCloseGuard', () => {
  it('closes a clean modal at once', () => {
    expect(nextCloseGuard('idle', { type: 'request' }, clean)).toEqual({
      state: 'idle',
      close: true,
    });
  });

  it('keeps a busy modal open, dirty or not', () => {
    expect(nextCloseGuard('idle', { type: 'request' }, busy)).toEqual({
      state: 'idle',
      close: false,
    });
    expect(nextCloseGuard('idle', { type: 'request' }, { ...clean, busy: true }).close).toBe(false);
  });

  it('asks before closing a dirty modal, and ignores further attempts while asking', () => {
    expect(nextCloseGuard('idle', { type: 'request' }, dirty)).toEqual({
      state: 'asking',
      close: false,
    });
    expect(nextCloseGuard('asking', { type: 'request' }, dirty)).toEqual({
      state: 'asking',
      close: false,
    });
  });

  it('goes back to editing when the warning is rejected or dismissed', () => {
    for (const outcome of ['reject', 'dismiss'] as const) {
      expect(nextCloseGuard('asking', { type: 'answer', outcome }, dirty)).toEqual({
        state: 'idle',
        close: false,
      });
    }
  });

  it('closes once the confirmed warning has gone, and not before', () => {
    const confirmed = nextCloseGuard('asking', { type: 'answer', outcome: 'confirm' }, dirty);
    expect(confirmed).toEqual({ state: 'discarding', close: false });
    expect(nextCloseGuard('discarding', { type: 'request' }, dirty).close).toBe(false);
    expect(nextCloseGuard('discarding', { type: 'warningClosed' }, dirty)).toEqual({
      state: 'idle',
      close: true,
    });
  });

  it('ignores answers and warning closings that belong to no question', () => {
    expect(nextCloseGuard('idle', { type: 'answer', outcome: 'confirm' }, dirty)).toEqual({
      state: 'idle',
      close: false,
    });
    expect(nextCloseGuard('idle', { type: 'warningClosed' }, dirty)).toEqual({
      state: 'idle',
      close: false,
    });
    expect(nextCloseGuard('asking', { type: 'warningClosed' }, dirty).close).toBe(false);
  });
});

describe('useCloseGuard', () => {
  it('walks the dirty path: ask, confirm, close after the warning has gone', () => {
    const onClose = vi.fn();
    const { result } = renderHook(() =>
      useCloseGuard({ open: true, busy: false, warn: true, onClose }),
    );
    act(() => result.current.requestClose());
    expect(result.current.warningOpen).toBe(true);
    act(() => result.current.requestClose());
    expect(result.current.state).toBe('asking');
    act(() => result.current.answerWarning('confirm'));
    expect(result.current.warningOpen).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    act(() => result.current.warningClosed());
    expect(onClose).toHaveBeenCalledOnce();
    expect(result.current.state).toBe('idle');
  });

  it('forgets a pending question when the modal is closed from outside', () => {
    const { result, rerender } = renderHook(
      ({ open }) => useCloseGuard({ open, busy: false, warn: true, onClose: vi.fn() }),
      { initialProps: { open: true } },
    );
    act(() => result.current.requestClose());
    expect(result.current.state).toBe('asking');
    rerender({ open: false });
    expect(result.current.state).toBe('idle');
  });
});
