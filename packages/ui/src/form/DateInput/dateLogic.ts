import { onDemand } from '../../on-demand/on-demand';

// The date fields' parsing and calendar conversion bring @internationalized/date: fetched when a
// date field is pointed at, focused or touched, or when a typed date is first checked, never to
// show a field (ADR 0255, following ADR 0230).
export const dateTextCode = onDemand(() => import('./dateText'));

/** Starts fetching the parser; a failure is left to the action that needs it. */
export const preloadDateText = () => void dateTextCode.load().catch(() => undefined);
