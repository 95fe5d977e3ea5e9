import { Controller, useFormContext } from 'react-hook-form';
import { CheckboxInput, Field } from '@sahm/ui';
import { useFieldProps, type CommonProps } from './field-props';

export function CheckboxField(props: CommonProps) {
  const { control } = useFormContext();
  return (
    <Field {...useFieldProps(props)} layout="inline">
      <Controller
        name={props.name}
        control={control}
        render={({ field }) => (
          <CheckboxInput
            name={field.name}
            checked={field.value === true}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </Field>
  );
}
