export { Field } from './Field';
export type { FieldProps } from './Field';
export type { FieldLayout } from './Field.variants';
export { useFieldControl, useFieldLabelId } from './field-context';
