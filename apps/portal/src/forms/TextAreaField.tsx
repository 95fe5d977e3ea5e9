import { useFormContext } from 'react-hook-form';
import { Field, TextArea } from '@sahm/ui';
import { useFieldProps, type CommonProps } from './field-props';

export function TextAreaField(props: CommonProps & { rows?: number }) {
  const { register } = useFormContext();
  return (
    <Field {...useFieldProps(props)}>
      <TextArea rows={props.rows} {...register(props.name)} />
    </Field>
  );
}
