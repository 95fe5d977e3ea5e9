import { ChevronDownIcon } from '@radix-ui/themes/components/icons';
import type { AriaAttributes, Ref } from 'react';
import { useFieldControl } from '../Field/field-context';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectInputProps = {
  options: readonly SelectOption[];
  /** The selected value; '' shows the placeholder. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** Shown while the value is '': it cannot be chosen back once something is chosen. */
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  /** '3' in forms (the default), '2' for a list's filters beside other size-2 controls. */
  size?: '2' | '3';
  'aria-label'?: AriaAttributes['aria-label'];
  ref?: Ref<HTMLSelectElement>;
};

/**
 * A single choice from a list: the browser's own `<select>` (ADR 0380), drawn on Radix Themes'
 * tokens by `styles.css`. Inside a `Field` it is wired to its label, hint and error; with
 * react-hook-form use it through `Controller` (`field` spreads on).
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
  size = '3',
  'aria-label': ariaLabel,
  ref,
}: SelectInputProps) {
  const control = useFieldControl({ id, disabled });
  const showsPlaceholder = value === '';
  return (
    <span className={`sahm-select sahm-select--size-${size}`}>
      <select
        ref={ref}
        name={name}
        value={value}
        aria-label={ariaLabel}
        data-placeholder={showsPlaceholder ? '' : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className="sahm-select__control"
        {...control}
      >
        {/* The empty value is the placeholder; hidden from the list, as Radix Select does. */}
        {(showsPlaceholder || placeholder !== undefined) && (
          <option value="" disabled hidden>
            {placeholder ?? ''}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="sahm-select__icon" aria-hidden />
    </span>
  );
}
