import { TextField } from '@radix-ui/themes';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useFieldControl } from '../Field/field-context';

export type NumberInputProps = Omit<
  ComponentPropsWithRef<typeof TextField.Root>,
  'children' | 'type'
> & {
  /** `decimal` for amounts, `numeric` for whole numbers and digit codes. */
  inputMode?: 'decimal' | 'numeric';
  /** A unit after the number, e.g. "SAR" or "years". */
  unit?: ReactNode;
};

/**
 * A number typed as text: Arabic-Indic digits are accepted and left to the form's schema, the
 * value is left to right and in tabular figures in both directions (DESIGN.md).
 */
export function NumberInput({
  inputMode = 'decimal',
  unit,
  id,
  disabled,
  className,
  ...props
}: NumberInputProps) {
  const control = useFieldControl({ id, disabled });
  return (
    <TextField.Root
      size="3"
      type="text"
      inputMode={inputMode}
      dir="ltr"
      autoComplete="off"
      className={['sahm-tabular-nums', className].filter(Boolean).join(' ')}
      {...props}
      {...control}
    >
      {unit !== undefined && <TextField.Slot side="right">{unit}</TextField.Slot>}
    </TextField.Root>
  );
}
