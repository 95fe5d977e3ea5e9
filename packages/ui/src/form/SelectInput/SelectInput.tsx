import { Select } from '@radix-ui/themes';
import type { Ref } from 'react';
import { useFieldControl } from '../Field/fieldContext';

export type SelectOption = { value: string; label: string; disabled?: boolean };

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

/** A single choice from a list; use it with react-hook-form's `Controller` (`field` spreads on). */
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
    <Select.Root
      size="3"
      // Radix Select treats '' as "nothing selected" only when the value is undefined.
      value={value === '' ? undefined : value}
      onValueChange={onChange}
      name={name}
      disabled={control.disabled}
      onOpenChange={(open) => {
        if (!open) onBlur?.();
      }}
    >
      <Select.Trigger
        ref={ref}
        placeholder={placeholder}
        id={control.id}
        aria-describedby={'aria-describedby' in control ? control['aria-describedby'] : undefined}
        aria-invalid={'aria-invalid' in control ? control['aria-invalid'] : undefined}
        aria-required={'aria-required' in control ? control['aria-required'] : undefined}
      />
      <Select.Content position="popper">
        {options.map((option) => (
          <Select.Item key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
