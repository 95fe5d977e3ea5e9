import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { Button, Flex, IconButton, Text } from '@radix-ui/themes';
import { CalendarDate, toCalendar, GregorianCalendar } from '@internationalized/date';
import { useState } from 'react';
import { createCalendarSystem, minimumDate, type CalendarSystem } from './date-text';

export type DateCalendarProps = {
  calendar: CalendarSystem;
  /** The interface language, e.g. 'ar' or 'en'. */
  language: string;
  value: CalendarDate | null;
  /** The month shown first when there is no value (a typed `yyyy` or `yyyy-MM`). */
  focusedMonth: CalendarDate | null;
  label: string;
  previousLabel: string;
  nextLabel: string;
  onSelect: (date: CalendarDate) => void;
};

const localeOf = (language: string, calendar: CalendarSystem) =>
  `${language === 'ar' ? 'ar-SA' : 'en-SA'}-u-ca-${calendar}-nu-latn`;

/** A month grid in Gregorian or Umm al-Qura with Western digits (DESIGN.md); days before the minimum are disabled. */
export function DateCalendar({
  calendar,
  language,
  value,
  focusedMonth,
  label,
  previousLabel,
  nextLabel,
  onSelect,
}: DateCalendarProps) {
  const system = createCalendarSystem(calendar);
  const today = toCalendar(
    new CalendarDate(
      new GregorianCalendar(),
      new Date().getFullYear(),
      new Date().getMonth() + 1,
      new Date().getDate(),
    ),
    system,
  );
  const [month, setMonth] = useState(() => (value ?? focusedMonth ?? today).set({ day: 1 }));
  const minimum = minimumDate(calendar);
  const locale = localeOf(language, calendar);
  const toJs = (date: CalendarDate) => date.toDate('UTC');
  const heading = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(toJs(month));
  const dayName = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  // Saturday-first weeks are not universal; Sunday-first is what Saudi calendars print.
  const offset = toJs(month).getUTCDay();
  const days = system.getDaysInMonth(month);
  const cells: (CalendarDate | null)[] = [
    ...Array.from({ length: offset }, () => null),
    ...Array.from({ length: days }, (_, index) => month.set({ day: index + 1 })),
  ];
  const weeks: (CalendarDate | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  const firstWeek = weeks[0] ?? [];
  const canGoBack = month.compare(minimum.set({ day: 1 })) > 0;

  return (
    <Flex direction="column" gap="2" role="group" aria-label={label}>
      <Flex align="center" justify="between" gap="2">
        <IconButton
          type="button"
          variant="soft"
          color="gray"
          aria-label={previousLabel}
          disabled={!canGoBack}
          onClick={() => setMonth(month.subtract({ months: 1 }))}
        >
          <ChevronLeftIcon aria-hidden="true" className="sahm-mirror-rtl" />
        </IconButton>
        <Text as="p" weight="medium" aria-live="polite">
          {heading}
        </Text>
        <IconButton
          type="button"
          variant="soft"
          color="gray"
          aria-label={nextLabel}
          onClick={() => setMonth(month.add({ months: 1 }))}
        >
          <ChevronRightIcon aria-hidden="true" className="sahm-mirror-rtl" />
        </IconButton>
      </Flex>
      <table style={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {Array.from({ length: 7 }, (_, index) => {
              const sample = (firstWeek.find(Boolean) ?? month).add({ days: index - offset });
              return (
                <th
                  key={index}
                  scope="col"
                  style={{ fontWeight: 'normal', color: 'var(--gray-11)' }}
                >
                  <Text size="1">{weekday.format(toJs(sample))}</Text>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((date, column) => (
                <td key={column} style={{ padding: 1 }}>
                  {date && (
                    <Button
                      type="button"
                      size="1"
                      variant={value && date.compare(value) === 0 ? 'solid' : 'ghost'}
                      highContrast
                      className="sahm-tabular-nums"
                      style={{ inlineSize: 'var(--space-6)', margin: 0 }}
                      aria-label={dayName.format(toJs(date))}
                      aria-pressed={value ? date.compare(value) === 0 : false}
                      disabled={date.compare(minimum) < 0}
                      onClick={() => onSelect(date)}
                    >
                      {date.day}
                    </Button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Flex>
  );
}
