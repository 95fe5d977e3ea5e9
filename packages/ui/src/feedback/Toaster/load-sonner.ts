import { onDemand } from '../../on-demand/on-demand';

// Sonner (about 10 KB gzip) comes with the first toast, not with the application: most visits
// never show one (ADR 0190).
export const sonnerCode = onDemand(() => import('./SonnerToaster'));

export const { load: loadSonner, loaded: loadedSonner } = sonnerCode;
