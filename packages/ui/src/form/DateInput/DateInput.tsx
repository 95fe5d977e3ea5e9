import { CalendarIcon } from '@radix-ui/react-icons';
import { IconButton, Flex, TextField } from '@radix-ui/themes';
import { useRef, useState, type ComponentProps, type Ref } from 'react';
import { preloadOnIntent } from '../../on-demand/intent';
import { onDemand, useOnDemand } from '../../on-demand/on-demand';
import { useFieldControl } from '../Field/field-context';
import { formatDateText, parseDateText, switchDateCalendar } from './date-text';
import { DEFAULT_DATE_PATTERN, type CalendarSystem, type DateInputValue } from './date-value';
import { SegmentedRadios } from './SegmentedRadios';

// Radix's popover stack and the month grid are opened by an action: fetched when the calendar
// button is pointed at, focused or touched, not with the form (docs/code-splitting.md).
const calendarPopover = onDemand(() => import('./CalendarPopover'));
const preloadCalendar = () => void calendarPopover.load().catch(() => undefined);

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
 * in the culture's pattern when the field is left; switching calendar converts it. The picker's
 * popover loads on intent: until the calendar button is first activated it is the same button
 * without Radix's popover behind it. Reading, rewriting and converting a typed date are
 * synchronous (ADR 0381).
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
  const [pickerWanted, setPickerWanted] = useState(false);
  // Fetched by the button's gestures below, never by rendering.
  const loadedPopover = useOnDemand(calendarPopover, false);
  const CalendarPopover = pickerWanted ? loadedPopover?.default : undefined;
  const inputRef = useRef<HTMLInputElement | null>(null);

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const calendarOptions = [
    { value: 'gregory', label: labels.gregorian },
    { value: 'islamic-umalqura', label: labels.hijri },
  ].filter((option) => calendars.includes(option.value as CalendarSystem));

  // One button before and after the popover's module is in; the deferred one adds its gestures.
  const calendarButton = (
    deferred?: ComponentProps<typeof IconButton> & { 'data-state'?: string },
  ) => (
    <IconButton
      type="button"
      variant="ghost"
      color="gray"
      highContrast
      aria-label={labels.openPicker}
      disabled={control.disabled}
      {...deferred}
    >
      <CalendarIcon aria-hidden="true" />
    </IconButton>
  );

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
          const parsed = parseDateText(value.text, value.calendar, pattern);
          if (parsed.status === 'complete') {
            const text = formatDateText(parsed.date, pattern);
            if (text !== value.text) onChange({ ...value, text });
          }
          onBlur?.();
        }}
        {...control}
      >
        <TextField.Slot side="right">
          {CalendarPopover ? (
            <CalendarPopover
              trigger={calendarButton()}
              open={open}
              onOpenChange={setOpen}
              returnFocus={() => inputRef.current?.focus()}
              value={value}
              pattern={pattern}
              onPick={(text) => {
                onChange({ ...value, text });
                setOpen(false);
              }}
              calendar={{
                language,
                label: labels.openPicker,
                previousLabel: labels.previousMonth,
                nextLabel: labels.nextMonth,
              }}
            />
          ) : (
            // Radix's closed Popover.Trigger, less aria-controls (it names content not there yet).
            calendarButton({
              'aria-haspopup': 'dialog',
              'aria-expanded': false,
              'data-state': 'closed',
              ...preloadOnIntent(preloadCalendar),
              onClick: () => {
                // A click, Enter or Space: the popover opens once its module is in; focus then
                // goes into the calendar as Radix's popover places it. A failed load stays closed.
                setPickerWanted(true);
                setOpen(true);
                calendarPopover.load().catch(() => setOpen(false));
              },
            })
          )}
        </TextField.Slot>
      </TextField.Root>
      {calendarOptions.length > 1 && (
        <SegmentedRadios
          label={labels.calendar}
          value={value.calendar}
          disabled={control.disabled}
          onValueChange={(next) =>
            onChange(switchDateCalendar(value, next as CalendarSystem, pattern))
          }
          options={calendarOptions}
          style={{ alignSelf: 'start' }}
        />
      )}
    </Flex>
  );
}
