import { useFormContext } from 'react-hook-form';
import { Field, TextInput, type TextInputProps } from '@sahm/ui';
import { useFieldProps, type CommonProps } from './field-props';

export function TextField({
  inputProps,
  ...props
}: CommonProps & { inputProps?: Omit<TextInputProps, 'name'> }) {
  const { register } = useFormContext();
  return (
    <Field {...useFieldProps(props)}>
      <TextInput {...inputProps} {...register(props.name)} />
    </Field>
  );
}
