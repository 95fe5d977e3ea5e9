/** Asks the person whether to leave a page with unsaved input; true means leave. */
export type AskToLeave = () => Promise<boolean>;

/**
 * What keeps a page with unsaved input from being left silently (docs/adr/0430): forms hold it
 * while they have changes, the router asks it before every navigation and the tab before unload.
 */
export interface LeaveGuard {
  /**
   * Holds the page while `isBlocking()` answers true (a changed form, not while it submits: its
   * own navigation after saving must pass). Returns the release.
   */
  hold(isBlocking: () => boolean): () => void;
  /** Whether leaving now would lose input. */
  blocks(): boolean;
  /**
   * Whether a navigation may go ahead: at once when nothing blocks; otherwise the person is
   * asked. One question at a time: a navigation tried while one is open is refused.
   */
  mayLeave(): Promise<boolean>;
  /** How the question is asked (the portal's confirmation, in the page's language). */
  setAsk(ask: AskToLeave | null): void;
  /**
   * Drops every hold: the page is left on purpose (the session ended, its input can no longer be
   * saved). A form holds again on its next change.
   */
  releaseAll(): void;
  /** Called when the page starts or stops being held (for the `beforeunload` listener). */
  subscribe(listener: () => void): () => void;
  /** Whether any form holds the page, whatever its state. */
  isHeld(): boolean;
}

export function createLeaveGuard(): LeaveGuard {
  const holds = new Set<() => boolean>();
  const listeners = new Set<() => void>();
  let ask: AskToLeave | null = null;
  let asking = false;
  const notify = () => listeners.forEach((listener) => listener());

  const guard: LeaveGuard = {
    hold(isBlocking) {
      // Each hold is its own entry, even for the same predicate: releasing one keeps the others.
      const entry = () => isBlocking();
      holds.add(entry);
      if (holds.size === 1) notify();
      return () => {
        if (holds.delete(entry) && holds.size === 0) notify();
      };
    },
    blocks: () => [...holds].some((isBlocking) => isBlocking()),
    async mayLeave() {
      if (!guard.blocks()) return true;
      if (asking) return false;
      // Nobody to ask (no confirmation on screen, e.g. before the layout is up): leave.
      if (!ask) return true;
      asking = true;
      try {
        return await ask();
      } catch {
        // The question could not be asked: staying is the choice that loses nothing.
        return false;
      } finally {
        asking = false;
      }
    },
    setAsk(next) {
      ask = next;
    },
    releaseAll() {
      if (holds.size === 0) return;
      holds.clear();
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isHeld: () => holds.size > 0,
  };
  return guard;
}
