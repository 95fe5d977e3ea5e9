/** Sets `<html lang dir>` for the current culture (SPEC §4). */
export function applyDocumentLanguage(
  cultureName: string,
  isRightToLeft: boolean,
  root: HTMLElement = document.documentElement,
): void {
  root.lang = cultureName;
  root.dir = isRightToLeft ? 'rtl' : 'ltr';
}
