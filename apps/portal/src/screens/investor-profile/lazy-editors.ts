import { onDemand } from '@sahm/ui';

/**
 * The editors (and the form kit under them) are opened by an action, apart from the screen: most
 * visits only read (docs/code-splitting.md).
 */
export const editForms = onDemand(() => import('./forms/profile-editors'));
