import type { Ref } from 'react';
import { LazySelect, type SelectOption } from '../LazySelect';
import { useFieldControl } from '../Field/fieldContext';

export type { SelectOption };

export type SelectInputProps = {
  options: readonly SelectOption[];
  /** The selected value; '' shows the placeholder. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A single choice from a list; use it with react-hook-form's `Controller` (`field` spreads on).
 * Radix's select modules load when the user reaches for it (LazySelect).
 */
export function SelectInput({
  options,
  value,
  onChange,
  onBlur,
  name,
  placeholder,
  disabled,
  id,
  ref,
}: SelectInputProps) {
  const control = useFieldControl({ id, disabled });
  return (
    <LazySelect
      size="3"
      options={options}
      // Controlled from the first render: Radix Select shows the placeholder for ''.
      value={value}
      onValueChange={onChange}
      name={name}
      disabled={control.disabled}
      onOpenChange={(open) => {
        if (!open) onBlur?.();
      }}
      ref={ref}
      placeholder={placeholder}
      id={control.id}
      aria-describedby={'aria-describedby' in control ? control['aria-describedby'] : undefined}
      aria-invalid={'aria-invalid' in control ? control['aria-invalid'] : undefined}
      aria-required={'aria-required' in control ? control['aria-required'] : undefined}
    />
  );
}
