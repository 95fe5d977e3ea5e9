import { useFormContext } from 'react-hook-form';
import { Field, NumberInput, type NumberInputProps } from '@sahm/ui';
import { useFieldProps, type CommonProps } from './field-props';

export function NumberField({
  inputProps,
  ...props
}: CommonProps & { inputProps?: Omit<NumberInputProps, 'name'> }) {
  const { register } = useFormContext();
  return (
    <Field {...useFieldProps(props)}>
      <NumberInput {...inputProps} {...register(props.name)} />
    </Field>
  );
}
