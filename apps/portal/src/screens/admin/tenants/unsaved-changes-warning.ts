const D = (key: string) => `::AdminDialog:${key}`;

/**
 * The texts of the "close a changed form?" warning, shared by the administration dialogs. A
 * module of its own: the features dialog uses it without the form kit of FormModal.
 */
export function unsavedChangesWarning(t: (key: string) => string) {
  return {
    title: t(D('UnsavedTitle')),
    message: t(D('UnsavedMessage')),
    yesText: t(D('UnsavedDiscard')),
    cancelText: t(D('UnsavedKeep')),
    iconLabel: t(D('UnsavedIcon')),
  };
}
