import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_CHANNEL_NAME, LOGOUT_SIGNAL_STORAGE_KEY } from '../constants';
import { createCrossTabLogout, type CrossTabLogout } from './cross-tab-logout';

const opened: CrossTabLogout[] = [];
afterEach(() => opened.splice(0).forEach((tab) => tab.close()));

function tabWindow() {
  return new EventTarget() as unknown as Window;
}

function open(options: Parameters<typeof createCrossTabLogout>[0]) {
  const tab = createCrossTabLogout(options);
  opened.push(tab);
  return tab;
}

describe('createCrossTabLogout', () => {
  it('carries the signal to the other tabs over the channel', async () => {
    const leaving = open({ eventSource: tabWindow() });
    const staying = open({ eventSource: tabWindow() });
    const heard = vi.fn();
    staying.subscribe(heard);
    leaving.announce('refresh-refused');
    leaving.announce();
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(2));
    expect(heard.mock.calls).toEqual([['refresh-refused'], ['logout']]);
  });

  it('carries it through a storage write where channels are missing', () => {
    const staying = tabWindow();
    const heard = vi.fn();
    open({ eventSource: staying, createChannel: null }).subscribe(heard);
    open({ eventSource: tabWindow(), createChannel: null, now: () => 42 }).announce(
      'refresh-refused',
    );
    expect(localStorage.getItem(LOGOUT_SIGNAL_STORAGE_KEY)).toBe('refresh-refused 42');
    const deliver = (newValue: string | null) =>
      staying.dispatchEvent(
        new StorageEvent('storage', { key: LOGOUT_SIGNAL_STORAGE_KEY, newValue }),
      );
    deliver('refresh-refused 42');
    deliver('1764100000000');
    deliver(null);
    expect(heard.mock.calls).toEqual([['refresh-refused'], ['logout']]);
  });

  it('ignores messages it does not know on its channel', async () => {
    const heard = vi.fn();
    open({ eventSource: tabWindow() }).subscribe(heard);
    const stranger = new BroadcastChannel(LOGOUT_CHANNEL_NAME);
    stranger.postMessage('something-else');
    stranger.postMessage('logout');
    await vi.waitFor(() => expect(heard).toHaveBeenCalledOnce());
    stranger.close();
    expect(heard).toHaveBeenCalledWith('logout');
  });
});
