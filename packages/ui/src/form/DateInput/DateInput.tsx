import { CalendarIcon } from '@radix-ui/react-icons';
import { IconButton, Flex, TextField } from '@radix-ui/themes';
import { useEffect, useRef, useState, type ComponentProps, type Ref } from 'react';
import { preloadOnIntent } from '../../on-demand/intent';
import { onDemand, useOnDemand } from '../../on-demand/on-demand';
import { useFieldControl } from '../Field/fieldContext';
import { dateTextCode, preloadDateText } from './dateLogic';
import type * as DateText from './dateText';
import { DEFAULT_DATE_PATTERN, type CalendarSystem, type DateInputValue } from './dateValue';
import { SegmentedRadios } from './SegmentedRadios';

// Radix's popover stack and the month grid, fetched when a calendar button is pointed at,
// focused or touched, not with the form (ADR 0230).
const calendarPopover = onDemand(() => import('./CalendarPopover'));
const preloadCalendar = () => void calendarPopover.load().catch(() => undefined);

/** Runs `work` with the date parser: at once when it is in, else when it arrives (not on failure). */
function withDateText(work: (dateText: typeof DateText) => void) {
  const loaded = dateTextCode.loaded();
  if (loaded) work(loaded);
  else dateTextCode.load().then(work, () => undefined);
}

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
 * without Radix's popover behind it. Showing the value needs no calendar code: the parser and
 * converter load when the field is pointed at, focused or touched, and those two actions wait for
 * them (ADR 0255).
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
  // What the field holds now, for the parser's work that finishes after it arrives.
  const latestValue = useRef(value);
  useEffect(() => {
    latestValue.current = value;
  });

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
    <Flex direction="column" gap="2" {...preloadOnIntent(preloadDateText)}>
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
          const left = value;
          withDateText(({ parseDateText, formatDateText }) => {
            const now = latestValue.current;
            // A parser that arrives late leaves alone a value changed since the field was left.
            if (now.text !== left.text || now.calendar !== left.calendar) return;
            const parsed = parseDateText(left.text, left.calendar, pattern);
            if (parsed.status !== 'complete') return;
            const text = formatDateText(parsed.date, pattern);
            if (text !== left.text) onChange({ ...left, text });
          });
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
            withDateText(({ switchDateCalendar }) =>
              onChange(switchDateCalendar(latestValue.current, next as CalendarSystem, pattern)),
            )
          }
          options={calendarOptions}
          style={{ alignSelf: 'start' }}
        />
      )}
    </Flex>
  );
}
