import type { Localize } from '@sahm/platform';
import type { FormModalLabels } from '../../../../forms/FormModal';

/** The user and role editors' buttons. */
export const editorModalLabels = (t: Localize): FormModalLabels => ({
  close: t('::Identity:Common:Close'),
  cancel: t('::Identity:Common:Cancel'),
  submit: t('::Identity:Common:Save'),
});
