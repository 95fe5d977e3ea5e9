import { describe, expect, it } from 'vitest';
import { createLeaveGuard } from './leave-guard';
import { warnBeforeUnload } from './unload-warning';

/** Dispatches `beforeunload` and answers whether the page asked the browser to prompt. */
const unloadPrompts = (target: EventTarget) => {
  const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the browser prompt on closing or reloading the tab (docs/adr/0430)', () => {
  it('prompts only while a changed form holds the page, and not while it saves', () => {
    const target = new EventTarget();
    const guard = createLeaveGuard();
    warnBeforeUnload(guard, target as Window);
    expect(unloadPrompts(target)).toBe(false);

    let saving = false;
    const release = guard.hold(() => !saving);
    expect(unloadPrompts(target)).toBe(true);
    saving = true;
    expect(unloadPrompts(target)).toBe(false);
    saving = false;
    release();
    expect(unloadPrompts(target)).toBe(false);
  });

  it('listens only while the page is held, so an untouched page keeps the back/forward cache', () => {
    const added: string[] = [];
    const removed: string[] = [];
    const target = {
      addEventListener: (type: string) => added.push(type),
      removeEventListener: (type: string) => removed.push(type),
    } as unknown as Window;
    const guard = createLeaveGuard();
    const stop = warnBeforeUnload(guard, target);
    expect(added).toEqual([]);
    guard.hold(() => true);
    expect(added).toEqual(['beforeunload']);
    guard.releaseAll();
    expect(removed).toContain('beforeunload');
    stop();
  });

  it('prompts no more once the session ended (every hold released)', () => {
    const target = new EventTarget();
    const guard = createLeaveGuard();
    warnBeforeUnload(guard, target as Window);
    guard.hold(() => true);
    guard.releaseAll();
    expect(unloadPrompts(target)).toBe(false);
  });
});
