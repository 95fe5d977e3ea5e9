import { ChevronDownIcon } from '@radix-ui/themes/components/icons';
import { Direction } from 'radix-ui';
import type { ComponentProps, Ref } from 'react';
import type { SelectOption, SelectSize, SelectTriggerAttributes } from './types';

type DeferredSelectTriggerProps = SelectTriggerAttributes &
  Pick<ComponentProps<'button'>, 'onPointerEnter' | 'onFocus' | 'onTouchStart' | 'onPointerDown'> &
  Pick<ComponentProps<'button'>, 'onKeyDown' | 'onClick'> & {
    options: readonly SelectOption[];
    value: string | undefined;
    size: SelectSize;
    disabled?: boolean;
    placeholder?: string;
    ref: Ref<HTMLButtonElement>;
  };

/**
 * The closed trigger exactly as Radix Themes' Select.Trigger renders it (classes, attributes, the
 * value in its inner spans, the chevron), without Radix's select modules.
 */
export function DeferredSelectTrigger({
  options,
  value,
  size,
  disabled,
  placeholder,
  ...buttonProps
}: DeferredSelectTriggerProps) {
  // Radix's trigger carries the direction of its nearest Direction provider.
  const dir = Direction.useDirection();
  const showsPlaceholder = value === undefined || value === '';
  const label = options.find((option) => option.value === value)?.label;
  return (
    <button
      type="button"
      // As Radix's closed trigger: aria-controls only once the list exists, as ARIA allows.
      // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      dir={dir}
      data-state="closed"
      disabled={disabled}
      data-disabled={disabled ? '' : undefined}
      data-placeholder={showsPlaceholder ? '' : undefined}
      {...buttonProps}
      className={`rt-reset rt-SelectTrigger rt-r-size-${size} rt-variant-surface`}
    >
      <span className="rt-SelectTriggerInner">
        <span style={{ pointerEvents: 'none' }}>{showsPlaceholder ? placeholder : label}</span>
      </span>
      <ChevronDownIcon className="rt-SelectIcon" aria-hidden />
    </button>
  );
}
