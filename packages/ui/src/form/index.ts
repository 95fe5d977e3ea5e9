export { Field, useFieldControl, useFieldLabelId } from './Field';
export type { FieldLayout, FieldProps } from './Field';
export { TextInput } from './TextInput';
export type { TextInputProps } from './TextInput';
export { NumberInput } from './NumberInput';
export type { NumberInputProps } from './NumberInput';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { SelectInput } from './SelectInput';
export type { SelectInputProps, SelectOption } from './SelectInput';
export { CheckboxInput } from './CheckboxInput';
export type { CheckboxInputProps } from './CheckboxInput';
export { RadioGroupInput } from './RadioGroupInput';
export type { RadioGroupInputProps } from './RadioGroupInput';
export {
  DATE_MINIMUMS,
  DEFAULT_DATE_PATTERN,
  DateInput,
  dateInputValueFromIso,
  formatDateText,
  gregorianDateInputValue,
  parseDateText,
  switchDateCalendar,
  toWesternDigits,
} from './DateInput';
export type {
  CalendarSystem,
  DateInputLabels,
  DateInputProps,
  DateInputValue,
  ParsedDate,
} from './DateInput';
export { FormActions } from './FormActions';
export type { FormActionsProps } from './FormActions';
export { ENTER_SUBMIT_DEBOUNCE_MS, Form, enterSubmitsFrom, useEnterToSubmit } from './Form';
export type { FormProps } from './Form';
