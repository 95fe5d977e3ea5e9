// Re-exports only, no code: a module is the unit a chunk takes whole, so each field type lives in
// its own module and a form's chunk carries just the controls it imports (docs/adr/0205).
export { TextField } from './text-field';
export { NumberField } from './number-field';
export { TextAreaField } from './text-area-field';
export { RadioField } from './radio-field';
export { CheckboxField } from './checkbox-field';
export { CheckboxGroupField } from './checkbox-group-field';
