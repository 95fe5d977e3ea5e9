import { describe, expect, it, vi } from 'vitest';
import { createLeaveGuard } from './leave-guard';

const answering = (leave: boolean) => vi.fn(async () => leave);

describe('the leave guard (docs/adr/0430)', () => {
  it('lets a navigation go without asking while no form holds the page', async () => {
    const guard = createLeaveGuard();
    const ask = answering(false);
    guard.setAsk(ask);
    expect(guard.blocks()).toBe(false);
    await expect(guard.mayLeave()).resolves.toBe(true);
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks while a changed form holds the page, and follows the answer', async () => {
    const guard = createLeaveGuard();
    guard.hold(() => true);
    guard.setAsk(answering(false));
    await expect(guard.mayLeave()).resolves.toBe(false);
    guard.setAsk(answering(true));
    await expect(guard.mayLeave()).resolves.toBe(true);
  });

  it('does not ask while the holding form is saving (its own navigation passes)', async () => {
    const guard = createLeaveGuard();
    let saving = true;
    guard.hold(() => !saving);
    const ask = answering(false);
    guard.setAsk(ask);
    await expect(guard.mayLeave()).resolves.toBe(true);
    saving = false;
    await expect(guard.mayLeave()).resolves.toBe(false);
    expect(ask).toHaveBeenCalledOnce();
  });

  it('asks one question at a time: a navigation tried meanwhile is refused', async () => {
    const guard = createLeaveGuard();
    guard.hold(() => true);
    let answer: (leave: boolean) => void = () => undefined;
    const ask = vi.fn(() => new Promise<boolean>((settle) => (answer = settle)));
    guard.setAsk(ask);
    const first = guard.mayLeave();
    await expect(guard.mayLeave()).resolves.toBe(false);
    answer(true);
    await expect(first).resolves.toBe(true);
    expect(ask).toHaveBeenCalledOnce();
  });

  it('stays when the question cannot be asked', async () => {
    const guard = createLeaveGuard();
    guard.hold(() => true);
    guard.setAsk(async () => {
      throw new Error('no dialog');
    });
    await expect(guard.mayLeave()).resolves.toBe(false);
  });

  it('releasing one hold keeps the others; releaseAll drops them all (the session ended)', () => {
    const guard = createLeaveGuard();
    const changed = () => true;
    const releaseFirst = guard.hold(changed);
    guard.hold(changed);
    releaseFirst();
    expect(guard.blocks()).toBe(true);
    guard.releaseAll();
    expect(guard.blocks()).toBe(false);
    expect(guard.isHeld()).toBe(false);
  });

  it('tells its listeners when the page starts and stops being held, not on every hold', () => {
    const guard = createLeaveGuard();
    const listener = vi.fn();
    guard.subscribe(listener);
    const releaseFirst = guard.hold(() => true);
    const releaseSecond = guard.hold(() => true);
    expect(listener).toHaveBeenCalledTimes(1);
    releaseFirst();
    expect(listener).toHaveBeenCalledTimes(1);
    releaseSecond();
    expect(listener).toHaveBeenCalledTimes(2);
    guard.releaseAll();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
