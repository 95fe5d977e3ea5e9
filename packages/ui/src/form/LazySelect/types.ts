import type { ComponentProps, Ref } from 'react';

export type SelectOption = { value: string; label: string; disabled?: boolean };

/** What the trigger carries for labels, errors and forms; the same before and after loading. */
export type SelectTriggerAttributes = Pick<
  ComponentProps<'button'>,
  'id' | 'aria-label' | 'aria-labelledby' | 'aria-describedby' | 'aria-invalid' | 'aria-required'
>;

export type SelectSize = '1' | '2' | '3';

/** Everything a select shows and does, whether its Radix module is loaded or not. */
export type SelectFrameProps = SelectTriggerAttributes & {
  options: readonly SelectOption[];
  /** The selected value; undefined shows the placeholder. */
  value: string | undefined;
  onValueChange: (value: string) => void;
  onOpenChange?: (open: boolean) => void;
  /** Opens the list as it mounts: the user asked for it before Radix's select was loaded. */
  defaultOpen?: boolean;
  size?: SelectSize;
  name?: string;
  disabled?: boolean;
  placeholder?: string;
  triggerRef?: Ref<HTMLButtonElement>;
};
