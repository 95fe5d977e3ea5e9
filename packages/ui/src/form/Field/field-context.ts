import { createContext, useContext } from 'react';

/** What a control inside a `Field` needs to be wired to its label, hint and error. */
export type FieldControlContext = {
  id: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
};

export const FieldContext = createContext<FieldControlContext | null>(null);

/**
 * The attributes a control spreads to be wired to its `Field`: id, `aria-describedby`,
 * `aria-invalid`, `aria-required` and `disabled`. Outside a `Field` it returns nothing.
 */
export function useFieldControl(own: { id?: string; disabled?: boolean } = {}) {
  const field = useContext(FieldContext);
  if (!field) return { id: own.id, disabled: own.disabled };
  return {
    id: own.id ?? field.id,
    'aria-describedby': field.describedBy,
    'aria-invalid': field.invalid || undefined,
    'aria-required': field.required || undefined,
    disabled: own.disabled ?? (field.disabled || undefined),
  };
}

/** The label's id, for group controls (radio group) that are named by `aria-labelledby`. */
export function useFieldLabelId(): string | undefined {
  return useContext(FieldContext)?.labelId;
}
