import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import {
  CheckboxInput,
  Field,
  NumberInput,
  RadioGroupInput,
  TextArea,
  TextInput,
  type NumberInputProps,
  type SelectOption,
  type TextInputProps,
} from '@sahm/ui';
import { useLocalization } from '@sahm/platform';
import { useFieldError } from './use-field-error';

export type CommonProps = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
};

/** A field's label, hint, error and id, wired for `Field`. */
export function useFieldProps({ name, label, hint, required, disabled }: CommonProps) {
  const error = useFieldError(name);
  const { t } = useLocalization();
  return {
    label,
    hint,
    required,
    disabled,
    error,
    requiredLabel: t('::Form:Required'),
    id: `field-${name.replace(/\./g, '-')}`,
  };
}

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

export function TextAreaField(props: CommonProps & { rows?: number }) {
  const { register } = useFormContext();
  return (
    <Field {...useFieldProps(props)}>
      <TextArea rows={props.rows} {...register(props.name)} />
    </Field>
  );
}

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
