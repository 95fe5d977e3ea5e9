import { CalendarIcon } from '@radix-ui/react-icons';
import { IconButton, Popover, SegmentedControl, Flex, TextField } from '@radix-ui/themes';
import { CalendarDate } from '@internationalized/date';
import { useRef, useState, type Ref } from 'react';
import { useFieldControl } from '../Field/fieldContext';
import {
  createCalendarSystem,
  DEFAULT_DATE_PATTERN,
  formatDateText,
  parseDateText,
  switchDateCalendar,
  type CalendarSystem,
  type DateInputValue,
} from './dateText';
import { DateCalendar } from './DateCalendar';

export type DateInputLabels = {
  /** Name of the calendar switch, e.g. "Calendar". */
  calendar: string;
  gregorian: string;
  hijri: string;
  openPicker: string;
  previousMonth: string;
  nextMonth: string;
};

export type DateInputProps = {
  value: DateInputValue;
  onChange: (value: DateInputValue) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  disabled?: boolean;
  /** The culture's short date pattern (SPEC §5); yyyy, yyyy-MM and yyyy-MM-dd are always accepted. */
  pattern?: string;
  /** Interface language of the picker's month names: 'ar' or 'en'. */
  language: string;
  labels: DateInputLabels;
  /** Offer only one calendar (no switch). */
  calendars?: readonly CalendarSystem[];
  ref?: Ref<HTMLInputElement>;
};

/**
 * A date typed as `yyyy`, `yyyy-MM` or `yyyy-MM-dd` (or the culture pattern), in the Gregorian or
 * the Umm al-Qura calendar, with a month picker for both (SPEC §5). A complete date is rewritten
 * in the culture's pattern when the field is left; switching calendar converts it.
 */
export function DateInput({
  value,
  onChange,
  onBlur,
  name,
  id,
  disabled,
  pattern = DEFAULT_DATE_PATTERN,
  language,
  labels,
  calendars = ['gregory', 'islamic-umalqura'],
  ref,
}: DateInputProps) {
  const control = useFieldControl({ id, disabled });
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const parsed = parseDateText(value.text, value.calendar, pattern);
  const system = createCalendarSystem(value.calendar);
  const selected = parsed.status === 'complete' ? parsed.date : null;
  const focusedMonth =
    parsed.status === 'partial'
      ? new CalendarDate(system, parsed.year, parsed.month ?? 1, 1)
      : null;

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <Flex direction="column" gap="2">
      <TextField.Root
        size="3"
        ref={setRefs}
        name={name}
        type="text"
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        placeholder={pattern}
        className="sahm-tabular-nums"
        value={value.text}
        onChange={(event) => onChange({ ...value, text: event.target.value })}
        onBlur={() => {
          if (parsed.status === 'complete') {
            const text = formatDateText(parsed.date, pattern);
            if (text !== value.text) onChange({ ...value, text });
          }
          onBlur?.();
        }}
        {...control}
      >
        <TextField.Slot side="right">
          <Popover.Root open={open} onOpenChange={setOpen}>
            <Popover.Trigger>
              <IconButton
                type="button"
                variant="ghost"
                color="gray"
                highContrast
                aria-label={labels.openPicker}
                disabled={control.disabled}
              >
                <CalendarIcon aria-hidden="true" />
              </IconButton>
            </Popover.Trigger>
            <Popover.Content
              size="2"
              aria-label={labels.openPicker}
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                inputRef.current?.focus();
              }}
            >
              <DateCalendar
                calendar={value.calendar}
                language={language}
                value={selected}
                focusedMonth={focusedMonth}
                label={labels.openPicker}
                previousLabel={labels.previousMonth}
                nextLabel={labels.nextMonth}
                onSelect={(date) => {
                  onChange({ ...value, text: formatDateText(date, pattern) });
                  setOpen(false);
                }}
              />
            </Popover.Content>
          </Popover.Root>
        </TextField.Slot>
      </TextField.Root>
      {calendars.length > 1 && (
        <SegmentedControl.Root
          size="1"
          value={value.calendar}
          aria-label={labels.calendar}
          disabled={control.disabled}
          onValueChange={(next) =>
            onChange(switchDateCalendar(value, next as CalendarSystem, pattern))
          }
          style={{ alignSelf: 'start' }}
        >
          {calendars.includes('gregory') && (
            <SegmentedControl.Item value="gregory">{labels.gregorian}</SegmentedControl.Item>
          )}
          {calendars.includes('islamic-umalqura') && (
            <SegmentedControl.Item value="islamic-umalqura">{labels.hijri}</SegmentedControl.Item>
          )}
        </SegmentedControl.Root>
      )}
    </Flex>
  );
}
