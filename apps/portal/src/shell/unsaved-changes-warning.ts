const U = (key: string) => `::Form:Unsaved:${key}`;

/**
 * The one "unsaved changes" warning (SPEC §4): closing a changed dialog (`Modal`'s
 * `unsavedChangesWarning`) and leaving a page with a changed form (the router's confirmation,
 * docs/adr/0430) say the same, bar the question. A module of its own: dialogs that do not use
 * the form kit import it too.
 */
export function unsavedChangesWarning(
  t: (key: string) => string,
  when: 'closing' | 'leaving' = 'closing',
) {
  return {
    title: t(U('Title')),
    message: t(U(when === 'closing' ? 'CloseMessage' : 'LeaveMessage')),
    yesText: t(U('Discard')),
    cancelText: t(U('Keep')),
    iconLabel: t(U('Icon')),
  };
}
