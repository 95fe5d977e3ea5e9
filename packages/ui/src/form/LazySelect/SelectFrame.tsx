import { Select } from '@radix-ui/themes';
import type { SelectFrameProps } from './types';

/** The real Radix Themes select; loaded on intent by LazySelect, never eagerly. */
export default function SelectFrame({
  options,
  value,
  onValueChange,
  onOpenChange,
  defaultOpen,
  size,
  name,
  disabled,
  placeholder,
  triggerRef,
  ...triggerAttributes
}: SelectFrameProps) {
  return (
    <Select.Root
      size={size}
      value={value}
      onValueChange={onValueChange}
      onOpenChange={onOpenChange}
      defaultOpen={defaultOpen}
      name={name}
      disabled={disabled}
    >
      <Select.Trigger ref={triggerRef} placeholder={placeholder} {...triggerAttributes} />
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
