export { DateInput } from './DateInput';
export type { DateInputLabels, DateInputProps } from './DateInput';
export {
  DATE_MINIMUMS,
  DEFAULT_DATE_PATTERN,
  formatDateText,
  gregorianDateInputValue,
} from './dateValue';
export type { CalendarSystem, DateInputValue } from './dateValue';
export {
  dateInputValueFromIso,
  parseDateText,
  switchDateCalendar,
  toWesternDigits,
} from './dateText';
export type { ParsedDate } from './dateText';
