import { Controller, useFormContext } from 'react-hook-form';
import { Field, RadioGroupInput, type SelectOption } from '@sahm/ui';
import { useFieldProps, type CommonProps } from './field-props';

export function RadioField({
  options,
  orientation,
  ...props
}: CommonProps & { options: readonly SelectOption[]; orientation?: 'horizontal' | 'vertical' }) {
  const { control } = useFormContext();
  return (
    <Field {...useFieldProps(props)} labelKind="group">
      <Controller
        name={props.name}
        control={control}
        render={({ field }) => (
          <RadioGroupInput
            options={options}
            orientation={orientation}
            name={field.name}
            value={String(field.value ?? '')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </Field>
  );
}
