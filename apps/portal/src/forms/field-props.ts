import type { ReactNode } from 'react';
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
