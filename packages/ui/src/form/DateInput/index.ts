export { DateInput } from './DateInput';
export type { DateInputLabels, DateInputProps } from './DateInput';
export {
  DATE_MINIMUMS,
  DEFAULT_DATE_PATTERN,
  formatDateText,
  gregorianDateInputValue,
} from './date-value';
export type { CalendarSystem, DateInputValue } from './date-value';
export {
  dateInputValueFromIso,
  parseDateText,
  switchDateCalendar,
  toWesternDigits,
} from './date-text';
export type { ParsedDate } from './date-text';
