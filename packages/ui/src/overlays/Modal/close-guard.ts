import type { ConfirmationOutcome } from '../../feedback/Confirmation';

/**
 * idle: open, nothing pending · asking: the unsaved-changes warning is open ·
 * discarding: the user chose to discard; the modal closes once the warning has gone.
 */
export type CloseGuardState = 'idle' | 'asking' | 'discarding';

export type CloseGuardEvent =
  | { type: 'request' }
  | { type: 'answer'; outcome: ConfirmationOutcome }
  | { type: 'warningClosed' };

export type CloseGuardContext = {
  busy: boolean;
  /** dirty and not suppressUnsavedChangesWarning */
  warn: boolean;
};

export type CloseGuardStep = { state: CloseGuardState; close: boolean };

// SPEC §4 Modal: busy blocks closing; dirty asks first; a second attempt while asking is ignored.
export function nextCloseGuard(
  state: CloseGuardState,
  event: CloseGuardEvent,
  { busy, warn }: CloseGuardContext,
): CloseGuardStep {
  switch (event.type) {
    case 'request':
      if (state !== 'idle' || busy) return { state, close: false };
      return warn ? { state: 'asking', close: false } : { state: 'idle', close: true };
    case 'answer':
      if (state !== 'asking') return { state, close: false };
      return { state: event.outcome === 'confirm' ? 'discarding' : 'idle', close: false };
    case 'warningClosed':
      return state === 'discarding' ? { state: 'idle', close: true } : { state, close: false };
  }
}
