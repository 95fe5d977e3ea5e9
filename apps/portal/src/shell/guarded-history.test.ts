import { UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { guardHistory } from './guarded-history';
import { createLeaveGuard } from './leave-guard';

/** A history at /a → /b → /c, shown at /b, with a guard that answers `leave` when asked. */
function setUp(leave: boolean) {
  const history = UNSAFE_createMemoryHistory({
    initialEntries: ['/a', '/b', '/c'],
    initialIndex: 1,
    v5Compat: true,
  });
  const guard = createLeaveGuard();
  const ask = vi.fn(async () => leave);
  guard.setAsk(ask);
  const guarded = guardHistory(history, guard);
  const seen: string[] = [];
  guarded.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
  return { history, guard, ask, guarded, seen };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the guarded history (docs/adr/0430)', () => {
  it('moves at once while nothing holds the page', () => {
    const { guarded, ask, seen } = setUp(false);
    guarded.push('/x');
    guarded.replace('/y');
    guarded.go(-1);
    expect(seen).toEqual(['PUSH /x', 'REPLACE /y', 'POP /b']);
    expect(ask).not.toHaveBeenCalled();
  });

  it('a push or replace (a link, a redirect, the same-URL reload) waits for the answer: stay', async () => {
    const { guarded, guard, ask, seen } = setUp(false);
    guard.hold(() => true);
    guarded.push('/x');
    guarded.replace('/b', { reload: true });
    await settled();
    expect(seen).toEqual([]);
    expect(guarded.location.pathname).toBe('/b');
    // The replace came while the push was being asked about: refused, not asked again.
    expect(ask).toHaveBeenCalledOnce();
  });

  it('a push goes once the person chooses to leave', async () => {
    const { guarded, guard, seen } = setUp(true);
    guard.hold(() => true);
    guarded.push('/x?q=1#h');
    await settled();
    expect(seen).toEqual(['PUSH /x']);
    expect(guarded.location).toMatchObject({ pathname: '/x', search: '?q=1', hash: '#h' });
  });

  it('back, already done by the browser, is undone at once and stays undone: stay', async () => {
    const { guarded, guard, ask, seen } = setUp(false);
    guard.hold(() => true);
    guarded.go(-1);
    await settled();
    expect(ask).toHaveBeenCalledOnce();
    expect(seen).toEqual([]);
    expect(guarded.location.pathname).toBe('/b');
  });

  it('back is redone, and reported once, when the person chooses to leave', async () => {
    const { guarded, guard, seen } = setUp(true);
    guard.hold(() => true);
    guarded.go(1);
    await settled();
    expect(seen).toEqual(['POP /c']);
    expect(guarded.location.pathname).toBe('/c');
  });

  it('the form that is saving navigates without a question; once saved, changes ask again', async () => {
    const { guarded, guard, ask, seen } = setUp(false);
    let saving = true;
    guard.hold(() => !saving);
    guarded.push('/next-step');
    expect(seen).toEqual(['PUSH /next-step']);
    expect(ask).not.toHaveBeenCalled();
    saving = false;
    guarded.push('/elsewhere');
    await settled();
    expect(ask).toHaveBeenCalledOnce();
    expect(seen).toEqual(['PUSH /next-step']);
  });
});
