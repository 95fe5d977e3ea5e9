import type { KeyboardEvent, Ref } from 'react';
import { useFieldControl } from '../Field/fieldContext';

export type CheckboxInputProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  id?: string;
  ref?: Ref<HTMLInputElement>;
};

// Radix's checkbox did not let Enter submit the form (a checkbox is toggled by Space only).
function keepEnterFromSubmitting(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

/** Themes' ThickCheckIcon, the tick Radix Themes' Checkbox draws. */
function CheckMark({ state, disabled }: { state: string; disabled: boolean }) {
  return (
    <svg
      className="rt-BaseCheckboxIndicator rt-CheckboxIndicator"
      data-state={state}
      data-disabled={disabled ? '' : undefined}
      aria-hidden="true"
      width="9"
      height="9"
      viewBox="0 0 9 9"
      fill="currentcolor"
      xmlns="http://www.w3.org/2000/svg"
      style={{ pointerEvents: 'none' }}
    >
      <path
        fillRule="evenodd"
        clipRule="evenodd"
        d="M8.53547 0.62293C8.88226 0.849446 8.97976 1.3142 8.75325 1.66099L4.5083 8.1599C4.38833 8.34356 4.19397 8.4655 3.9764 8.49358C3.75883 8.52167 3.53987 8.45309 3.3772 8.30591L0.616113 5.80777C0.308959 5.52987 0.285246 5.05559 0.563148 4.74844C0.84105 4.44128 1.31533 4.41757 1.62249 4.69547L3.73256 6.60459L7.49741 0.840706C7.72393 0.493916 8.18868 0.396414 8.53547 0.62293Z"
      />
    </svg>
  );
}

/**
 * A yes/no control; put it in a `Field` with `layout="inline"` so its label sits beside it. Use
 * it with `Controller` (`checked={field.value}`).
 *
 * Radix Themes' Checkbox (size 3, surface) drawn around a native checkbox: the same root and tick
 * with the same classes and `data-state`, so the stylesheet draws it the same, without Radix's
 * checkbox script (ADR 0257). The input covers the box unpainted; the box shows its focus ring and
 * disabled look (styles.css), which Themes keys on the root being the focused or disabled control.
 */
export function CheckboxInput({
  checked,
  onChange,
  onBlur,
  name,
  disabled,
  id,
  ref,
}: CheckboxInputProps) {
  const control = useFieldControl({ id, disabled });
  const state = checked ? 'checked' : 'unchecked';
  const isDisabled = control.disabled === true;
  return (
    <span
      className="rt-reset rt-BaseCheckboxRoot rt-CheckboxRoot rt-r-size-3 rt-variant-surface sahm-checkbox"
      data-state={state}
      data-disabled={isDisabled ? '' : undefined}
    >
      <input
        type="checkbox"
        className="sahm-checkbox__input"
        ref={ref}
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        onBlur={onBlur}
        onKeyDown={keepEnterFromSubmitting}
        {...control}
      />
      {checked ? <CheckMark state={state} disabled={isDisabled} /> : null}
    </span>
  );
}
