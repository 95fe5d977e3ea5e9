import { Controller, useFormContext } from 'react-hook-form';
import { CheckboxInput, Field, type SelectOption } from '@sahm/ui';
import { useFieldProps, type CommonProps } from './field-props';

/** A set of yes/no choices stored as an array of values (e.g. instruments). */
export function CheckboxGroupField({
  options,
  ...props
}: CommonProps & { options: readonly SelectOption[] }) {
  const { control } = useFormContext();
  const fieldProps = useFieldProps(props);
  return (
    <Field {...fieldProps} labelKind="group">
      <Controller
        name={props.name}
        control={control}
        render={({ field }) => {
          const values = (field.value as string[] | undefined) ?? [];
          return (
            <div
              role="group"
              aria-labelledby={`${fieldProps.id}-label`}
              style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3) var(--space-5)' }}
            >
              {options.map((option) => (
                <Field
                  key={option.value}
                  label={option.label}
                  layout="inline"
                  id={`${fieldProps.id}-${option.value}`}
                >
                  <CheckboxInput
                    checked={values.includes(option.value)}
                    onChange={(checked) =>
                      field.onChange(
                        checked
                          ? [...values, option.value]
                          : values.filter((value) => value !== option.value),
                      )
                    }
                    onBlur={field.onBlur}
                  />
                </Field>
              ))}
            </div>
          );
        }}
      />
    </Field>
  );
}
