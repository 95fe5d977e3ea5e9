import { CalendarDate } from '@internationalized/date';
import { Popover } from '@radix-ui/themes';
import type { ReactElement } from 'react';
import { DateCalendar, type DateCalendarProps } from './DateCalendar';
import { createCalendarSystem, formatDateText, parseDateText } from './date-text';
import type { DateInputValue } from './date-value';

export type CalendarPopoverProps = {
  /** The calendar button, as DateInput renders it before this module is in. */
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the popover closes (the date's text field). */
  returnFocus: () => void;
  /** The field's value: its day is selected, a typed `yyyy` or `yyyy-MM` is the month shown. */
  value: DateInputValue;
  pattern: string;
  /** The picked day, written in `pattern`. */
  onPick: (text: string) => void;
  calendar: Pick<DateCalendarProps, 'language' | 'label' | 'previousLabel' | 'nextLabel'>;
};

/** DateInput's month picker in Radix's popover; loaded on intent by DateInput, never eagerly. */
export default function CalendarPopover({
  trigger,
  open,
  onOpenChange,
  returnFocus,
  value,
  pattern,
  onPick,
  calendar,
}: CalendarPopoverProps) {
  const parsed = parseDateText(value.text, value.calendar, pattern);
  const focusedMonth =
    parsed.status === 'partial'
      ? new CalendarDate(createCalendarSystem(value.calendar), parsed.year, parsed.month ?? 1, 1)
      : null;
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger>{trigger}</Popover.Trigger>
      <Popover.Content
        size="2"
        aria-label={calendar.label}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DateCalendar
          {...calendar}
          calendar={value.calendar}
          value={parsed.status === 'complete' ? parsed.date : null}
          focusedMonth={focusedMonth}
          onSelect={(date) => onPick(formatDateText(date, pattern))}
        />
      </Popover.Content>
    </Popover.Root>
  );
}
