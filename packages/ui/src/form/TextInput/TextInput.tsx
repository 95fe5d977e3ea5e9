import { TextField } from '@radix-ui/themes';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useFieldControl } from '../Field/field-context';

export type TextInputProps = Omit<ComponentPropsWithRef<typeof TextField.Root>, 'children'> & {
  /** Content at the inline start or end, e.g. a country code or a unit. */
  startSlot?: ReactNode;
  endSlot?: ReactNode;
};

/** A one-line text control; `register(name)` spreads onto it (the ref reaches the input). */
export function TextInput({ startSlot, endSlot, id, disabled, ...props }: TextInputProps) {
  const control = useFieldControl({ id, disabled });
  return (
    <TextField.Root size="3" {...props} {...control}>
      {startSlot !== undefined && <TextField.Slot side="left">{startSlot}</TextField.Slot>}
      {endSlot !== undefined && <TextField.Slot side="right">{endSlot}</TextField.Slot>}
    </TextField.Root>
  );
}
