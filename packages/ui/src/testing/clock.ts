import { withGlobal, type Clock } from '@sinonjs/fake-timers';

// Play functions that test timers (a countdown, a toast's life) run on a fake clock they advance
// themselves, in the story's own window: the same in the Storybook UI, under Vitest and in the
// visual run. docs/storybook.md "Timers in play functions", ADR 0171.

/** The visual run's fixed "now" (docs/visual-regression.md): dates in clock stories match it. */
export const CLOCK_START = new Date('2026-01-15T09:00:00+03:00');

// Only what components time with: requestAnimationFrame, performance and microtasks stay real,
// so React renders, CSS transitions run and promises resolve as usual.
const FAKED = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] as const;

// Taken before any clock is installed: waiting in `waitFor` must not depend on the fake clock.
const realSetTimeout = window.setTimeout.bind(window);

export type StoryClock = {
  /** Moves the fake time on by `ms`, running every timer due on the way (and their promises). */
  tick: (ms: number) => Promise<void>;
  /**
   * Retries `assertion` on the real clock until it passes (React renders after a timer fires).
   * Testing Library's `waitFor`, `findBy…` and `userEvent` wait with `setTimeout`, which is fake
   * here: use this, and `fireEvent` for input, inside `withClock`.
   */
  waitFor: (assertion: () => unknown, timeoutMs?: number) => Promise<void>;
};

// A play function that timed out never reached its `finally`: the next one takes the clock back.
let installed: Clock | undefined;

async function waitFor(assertion: () => unknown, timeoutMs = 2000) {
  const started = performance.now();
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (performance.now() - started > timeoutMs) throw error;
    }
    await new Promise((resolve) => realSetTimeout(resolve, 20));
  }
}

/**
 * Fakes timers and `Date` (starting at `now`), renders the story (`mount`, from the play
 * function's context) and runs `play` with the clock; the real clock is back afterwards, also when
 * an assertion fails, so axe and the next story run on real time.
 */
export async function withClock(
  mount: () => Promise<unknown>,
  play: (clock: StoryClock) => Promise<void>,
  now: Date = CLOCK_START,
) {
  installed?.uninstall();
  const clock = withGlobal(window).install({ now, toFake: [...FAKED] });
  installed = clock;
  try {
    await mount();
    const tick = async (ms: number) => {
      await clock.tickAsync(ms);
    };
    await play({ tick, waitFor });
  } finally {
    clock.uninstall();
    installed = undefined;
  }
}
