import type { KeyboardEvent, Ref } from 'react';
import { useFieldControl } from '../Field/field-context';

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

/**
 * A yes/no control; put it in a `Field` with `layout="inline"` so its label sits beside it. Use
 * it with `Controller` (`checked={field.value}`).
 *
 * The browser's own checkbox, drawn by `@sahm/ui`'s stylesheet on Radix Themes' public tokens
 * (`.sahm-checkbox`, ADR 0360): the box, the tick, the focus ring and the disabled look.
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
  return (
    <input
      type="checkbox"
      className="sahm-checkbox"
      ref={ref}
      name={name}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      onKeyDown={keepEnterFromSubmitting}
      {...control}
    />
  );
}
