// Re-exports only, no code: a module is the unit a chunk takes whole, so each field type lives in
// its own module and a form's chunk carries just the controls it imports (docs/adr/0205).
export { TextField } from './TextField';
export { NumberField } from './NumberField';
export { TextAreaField } from './TextAreaField';
export { RadioField } from './RadioField';
export { CheckboxField } from './CheckboxField';
export { CheckboxGroupField } from './CheckboxGroupField';
