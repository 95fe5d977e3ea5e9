import { Flex, Text } from '@radix-ui/themes';
import { useId, useMemo, type ReactNode } from 'react';
import { FieldContext, type FieldControlContext } from './field-context';
import { fieldVariants, type FieldLayout } from './Field.variants';

export type FieldProps = {
  label: ReactNode;
  /** The control: a TextInput, SelectInput, DateInput… (it reads its wiring from the field). */
  children: ReactNode;
  hint?: ReactNode;
  /** The error text to show; nothing when null or empty. */
  error?: string | null;
  required?: boolean;
  /** Accessible name of the required marker, e.g. "required" / "مطلوب". */
  requiredLabel?: string;
  disabled?: boolean;
  /** The control's id; generated when absent. */
  id?: string;
  /**
   * `label`: a `<label for>` (inputs, selects, checkboxes); `group`: a plain text the control
   * names itself by with `aria-labelledby` (radio groups, the date field's group).
   */
  labelKind?: 'label' | 'group';
  layout?: FieldLayout;
};

/** A label, the control, a hint and an error text, wired together for assistive technology. */
export function Field({
  label,
  children,
  hint,
  error,
  required = false,
  requiredLabel,
  disabled = false,
  id,
  labelKind = 'label',
  layout = 'stacked',
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const labelId = `${controlId}-label`;
  const hasError = Boolean(error);
  const context = useMemo<FieldControlContext>(
    () => ({
      id: controlId,
      labelId,
      describedBy:
        [hasError ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined,
      invalid: hasError,
      required,
      disabled,
    }),
    [controlId, labelId, hasError, errorId, hint, hintId, required, disabled],
  );

  const marker = required ? (
    <Text
      as="span"
      color="red"
      className="sahm-field__required"
      role="img"
      aria-label={requiredLabel ?? '*'}
    >
      *
    </Text>
  ) : null;
  const labelText = (
    <Text
      as={labelKind === 'label' ? 'label' : 'span'}
      id={labelId}
      htmlFor={labelKind === 'label' ? controlId : undefined}
      size="2"
      weight="medium"
      color={disabled ? 'gray' : undefined}
    >
      {label}
      {marker && ' '}
      {marker}
    </Text>
  );

  return (
    <FieldContext.Provider value={context}>
      <Flex direction="column" gap="1" className={fieldVariants({ layout })}>
        {layout === 'inline' ? (
          <Flex align="start" gap="2">
            {children}
            {labelText}
          </Flex>
        ) : (
          <>
            {labelText}
            {children}
          </>
        )}
        {hint ? (
          <Text as="p" id={hintId} size="1" color="gray">
            {hint}
          </Text>
        ) : null}
        {hasError ? (
          <Text as="p" id={errorId} size="1" color="red" className="sahm-field__error">
            {error}
          </Text>
        ) : null}
      </Flex>
    </FieldContext.Provider>
  );
}
