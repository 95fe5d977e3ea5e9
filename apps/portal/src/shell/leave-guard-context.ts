import { createContext, useContext } from 'react';
import type { LeaveGuard } from './leave-guard';

/** The router's leave guard; none outside `PortalRouter` (unit tests, most stories). */
export const LeaveGuardContext = createContext<LeaveGuard | null>(null);

export const useLeaveGuard = (): LeaveGuard | null => useContext(LeaveGuardContext);
