import { useState } from 'react';
import type { ConfirmationOutcome } from '../../feedback/Confirmation';
import { nextCloseGuard, type CloseGuardEvent, type CloseGuardState } from './close-guard';

type CloseGuardOptions = {
  open: boolean;
  busy: boolean;
  warn: boolean;
  onClose: () => void;
};

export function useCloseGuard({ open, busy, warn, onClose }: CloseGuardOptions) {
  const [state, setState] = useState<CloseGuardState>('idle');
  const [wasOpen, setWasOpen] = useState(open);
  // Closed from outside (the portal set open=false): nothing is pending any more.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open && state !== 'idle') setState('idle');
  }

  const send = (event: CloseGuardEvent) => {
    const step = nextCloseGuard(state, event, { busy, warn });
    if (step.state !== state) setState(step.state);
    if (step.close) onClose();
  };

  return {
    state,
    warningOpen: state === 'asking',
    requestClose: () => send({ type: 'request' }),
    answerWarning: (outcome: ConfirmationOutcome) => send({ type: 'answer', outcome }),
    warningClosed: () => send({ type: 'warningClosed' }),
  };
}
