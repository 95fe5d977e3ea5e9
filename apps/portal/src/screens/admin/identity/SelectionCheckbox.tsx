import { Checkbox, Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import type { SelectionState } from './permission-tree';

const checkedOf = (selection: SelectionState) =>
  selection === 'some' ? 'indeterminate' : selection === 'all';

/** A "select all" checkbox: ticked, clear, or mixed (indeterminate) when only some are granted. */
export function SelectionCheckbox({
  id,
  label,
  accessibleLabel,
  selection,
  disabled,
  onChange,
  emphasis = false,
}: {
  id: string;
  label: string;
  /** A fuller name for assistive technology, e.g. which group "Select all" selects. */
  accessibleLabel?: string;
  selection: SelectionState;
  disabled: boolean;
  onChange: (granted: boolean) => void;
  emphasis?: boolean;
}) {
  return (
    <Flex align="center" gap="2">
      <Checkbox
        id={id}
        size={emphasis ? '3' : '2'}
        checked={checkedOf(selection)}
        disabled={disabled}
        // A mixed box grants everything, as a click on a native indeterminate checkbox does.
        onCheckedChange={() => onChange(selection !== 'all')}
      />
      <Text as="label" htmlFor={id} size="2" weight={emphasis ? 'bold' : 'medium'}>
        {accessibleLabel ? (
          <>
            <span aria-hidden="true">{label}</span>
            <VisuallyHidden>{accessibleLabel}</VisuallyHidden>
          </>
        ) : (
          label
        )}
      </Text>
    </Flex>
  );
}
