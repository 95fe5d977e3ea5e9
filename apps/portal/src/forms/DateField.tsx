import { Controller, useFormContext } from 'react-hook-form';
import { DateInput, Field, type CalendarSystem } from '@sahm/ui';
import { useLocalization } from '@sahm/platform';
import { useDatePattern } from './use-date-pattern';
import { useFieldProps, type CommonProps } from './field-props';

// Its own module so only forms with a date load the calendars and the picker (route chunk budgets).
export function DateField({
  calendars,
  ...props
}: CommonProps & { calendars?: readonly CalendarSystem[] }) {
  const { control } = useFormContext();
  const { t, language } = useLocalization();
  const pattern = useDatePattern();
  return (
    <Field {...useFieldProps(props)}>
      <Controller
        name={props.name}
        control={control}
        render={({ field }) => (
          <DateInput
            name={field.name}
            value={field.value as { text: string; calendar: CalendarSystem }}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            pattern={pattern}
            language={language}
            calendars={calendars}
            labels={{
              calendar: t('::Form:Date:Calendar'),
              gregorian: t('::Form:Date:Gregorian'),
              hijri: t('::Form:Date:Hijri'),
              openPicker: t('::Form:Date:OpenPicker'),
              previousMonth: t('::Form:Date:PreviousMonth'),
              nextMonth: t('::Form:Date:NextMonth'),
            }}
          />
        )}
      />
    </Field>
  );
}
