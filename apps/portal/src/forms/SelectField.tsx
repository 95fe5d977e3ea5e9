import { Controller, useFormContext } from 'react-hook-form';
import { Field, SelectInput, type SelectOption } from '@sahm/ui';
import { useFieldProps, type CommonProps } from './field-props';

// One module per field type, so a form carries only the fields it uses (ADR 0340).
export function SelectField({
  options,
  placeholder,
  ...props
}: CommonProps & { options: readonly SelectOption[]; placeholder?: string }) {
  const { control } = useFormContext();
  return (
    <Field {...useFieldProps(props)}>
      <Controller
        name={props.name}
        control={control}
        render={({ field }) => (
          <SelectInput
            options={options}
            placeholder={placeholder}
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
