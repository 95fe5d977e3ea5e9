/**
 * A button in its loading state (Radix Themes' public `loading` prop): disabled, its label kept for
 * screen readers but hidden from sight, and something without text (the spinner) drawn instead.
 * The portal's copy of `@sahm/ui`'s story helper, which is not part of the package's public API.
 */
export function showsProgress(button: HTMLElement): boolean {
  const labelHidden = [...button.querySelectorAll<HTMLElement>('[aria-hidden="true"]')].some(
    (element) => getComputedStyle(element).visibility === 'hidden',
  );
  const spinnerDrawn = [...button.querySelectorAll<HTMLElement>('span')].some(
    (element) => element.textContent === '' && element.getBoundingClientRect().width > 0,
  );
  return button.matches(':disabled') && labelHidden && spinnerDrawn;
}
