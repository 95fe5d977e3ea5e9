import { Checkbox } from '@radix-ui/themes';
import type { Ref } from 'react';
import { useFieldControl } from '../Field/fieldContext';

export type CheckboxInputProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  id?: string;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A yes/no control; put it in a `Field` with `layout="inline"` so its label sits beside it. Use
 * it with `Controller` (`checked={field.value}`).
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
    <Checkbox
      size="3"
      ref={ref}
      name={name}
      checked={checked}
      onCheckedChange={(next) => onChange(next === true)}
      onBlur={onBlur}
      {...control}
    />
  );
}
