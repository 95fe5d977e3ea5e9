/** The part of the Web Locks API the refresh needs (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * `navigator.locks` where the browser has it (all current ones); otherwise a lock within this
 * tab only, so concurrent refreshes of one tab still collapse into one (docs/adr/0031).
 */
export function defaultLockManager(): LockManagerLike {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks) {
    return {
      // The DOM typing wraps an async callback's promise once more; at run time it resolves to T.
      request: <T>(name: string, callback: () => Promise<T>) =>
        locks.request(name, callback) as unknown as Promise<T>,
    };
  }
  return createInTabLockManager();
}

export function createInTabLockManager(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}
