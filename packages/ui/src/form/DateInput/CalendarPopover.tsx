import { Popover } from '@radix-ui/themes';
import type { ReactElement } from 'react';
import { DateCalendar, type DateCalendarProps } from './DateCalendar';

export type CalendarPopoverProps = {
  /** The calendar button, as DateInput renders it before this module is in. */
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the popover closes (the date's text field). */
  returnFocus: () => void;
  calendar: DateCalendarProps;
};

/** DateInput's month picker in Radix's popover; loaded on intent by DateInput, never eagerly. */
export default function CalendarPopover({
  trigger,
  open,
  onOpenChange,
  returnFocus,
  calendar,
}: CalendarPopoverProps) {
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
        <DateCalendar {...calendar} />
      </Popover.Content>
    </Popover.Root>
  );
}
