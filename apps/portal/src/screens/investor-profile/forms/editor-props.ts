export { handlesErrors } from '../../../shell/http-errors';
import type { Localize } from '@sahm/platform';
import type { FormModalLabels } from '../../../forms/FormModal';

/** What every section editor of the profile receives: the saved section and how to close. */
export type EditorProps<T> = { saved: T; onClose: () => void };

export const P = (key: string) => `::InvestorProfile:${key}`;

/** A section editor's buttons. */
export const editModalLabels = (t: Localize): FormModalLabels => ({
  close: t(P('Close')),
  cancel: t(P('Cancel')),
  submit: t(P('Save')),
});
