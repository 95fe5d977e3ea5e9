export { useSahmForm, type SahmFormOptions, type SahmFormReturn } from './use-sahm-form';
export { SahmForm, type SahmFormProps } from './SahmForm';
export { useFieldError } from './use-field-error';
export { useUnsavedChangesGuard } from './use-unsaved-changes-guard';
export { unsavedChangesWarning } from '../shell/unsaved-changes-warning';
export {
  applyServerValidationErrors,
  type ServerErrorsResult,
  type ServerErrorTarget,
} from './server-errors';
export { formErrorMap } from './error-map';
export { localizeValidationMessage } from './localize-message';
export { isoDateFromInput } from './date-schema';
export { useDatePattern } from './use-date-pattern';
export {
  CheckboxField,
  CheckboxGroupField,
  NumberField,
  RadioField,
  TextAreaField,
  TextField,
} from './fields';
export { SelectField } from './SelectField';
export { DateField } from './DateField';
