export { DateInput } from './DateInput';
export type { DateInputLabels, DateInputProps } from './DateInput';
export {
  DATE_MINIMUMS,
  DEFAULT_DATE_PATTERN,
  dateInputValueFromIso,
  formatDateText,
  parseDateText,
  switchDateCalendar,
  toWesternDigits,
} from './dateText';
export type { CalendarSystem, DateInputValue, ParsedDate } from './dateText';
