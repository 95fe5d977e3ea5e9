import type { Localize } from '@sahm/platform';
import type { FormModalLabels } from '../../forms/FormModal';

const D = (key: string) => `::AdminDialog:${key}`;

/** An administration dialog's buttons: its own submit word, the shared Close and Cancel. */
export const adminModalLabels = (t: Localize, submit: string): FormModalLabels => ({
  close: t(D('Close')),
  cancel: t(D('Cancel')),
  submit,
});
