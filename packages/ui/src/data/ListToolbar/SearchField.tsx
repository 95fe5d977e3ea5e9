import { useId } from 'react';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { Flex, Text, TextField, VisuallyHidden } from '@radix-ui/themes';

export type SearchFieldProps = {
  label: string;
  /** Keeps the label for assistive technology only. */
  labelHidden?: boolean;
  value: string;
  /** Every keystroke, at once: the caller debounces its query (SPEC §9: 300 ms). */
  onValueChange: (value: string) => void;
  placeholder?: string;
  id?: string;
};

/** A labelled `type=search` input for a list's free-text filter. */
export function SearchField({
  label,
  labelHidden = false,
  value,
  onValueChange,
  placeholder,
  id,
}: SearchFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const labelText = (
    <Text as="label" size="2" weight="medium" htmlFor={inputId}>
      {label}
    </Text>
  );
  return (
    <Flex direction="column" gap="1" flexGrow="1" minWidth="200px">
      {labelHidden ? <VisuallyHidden>{labelText}</VisuallyHidden> : labelText}
      <TextField.Root
        id={inputId}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onValueChange(event.target.value)}
      >
        <TextField.Slot side="left">
          <MagnifyingGlassIcon aria-hidden="true" />
        </TextField.Slot>
      </TextField.Root>
    </Flex>
  );
}
