import { createContext, useContext } from 'react';
import type { SessionStore } from '@sahm/platform';
import type { RequestTracker } from './request-tracker';

/** What the shell adds beside the platform's own context. */
export interface ShellServices {
  requests: RequestTracker;
  session: SessionStore;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShellServices(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShellServices must be used inside <ShellContext.Provider>');
  return services;
}
