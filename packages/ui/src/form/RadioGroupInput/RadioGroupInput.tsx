import { RadioGroup } from '@radix-ui/themes';
import type { Ref } from 'react';
import { useFieldControl, useFieldLabelId } from '../Field/fieldContext';
import type { SelectOption } from '../SelectInput/SelectInput';

export type RadioGroupInputProps = {
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  id?: string;
  /** Options side by side (short choices) or one per line. */
  orientation?: 'horizontal' | 'vertical';
  ref?: Ref<HTMLDivElement>;
};

/** One choice among a few visible options; put it in a `Field` with `labelKind="group"`. */
export function RadioGroupInput({
  options,
  value,
  onChange,
  onBlur,
  name,
  disabled,
  id,
  orientation = 'vertical',
  ref,
}: RadioGroupInputProps) {
  const control = useFieldControl({ id, disabled });
  const labelledBy = useFieldLabelId();
  return (
    <RadioGroup.Root
      ref={ref}
      size="3"
      name={name}
      value={value === '' ? null : value}
      onValueChange={onChange}
      onBlur={onBlur}
      orientation={orientation}
      aria-labelledby={labelledBy}
      className={orientation === 'horizontal' ? 'sahm-radio-group--horizontal' : undefined}
      style={
        orientation === 'horizontal'
          ? { display: 'flex', flexWrap: 'wrap', columnGap: 'var(--space-5)' }
          : undefined
      }
      {...control}
    >
      {options.map((option) => (
        <RadioGroup.Item key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
