import { get, useFormContext, useFormState, type FieldError } from 'react-hook-form';
import { useLocalization } from '@sahm/platform';
import { useEditedFields } from './form-context';
import { localizeValidationMessage } from './localize-message';

/**
 * The localized error of a field, or null while it should stay hidden: SPEC §5 shows an error
 * once the field was edited or the form submitted; the server's errors show at once.
 */
export function useFieldError(name: string): string | null {
  const { control } = useFormContext();
  const { errors, submitCount } = useFormState({ control, name });
  const edited = useEditedFields();
  const { t, language } = useLocalization();
  const error = get(errors, name) as (FieldError & { root?: FieldError }) | undefined;
  const message = error?.message ?? error?.root?.message;
  if (!error || !message) return null;
  const touched = edited.has(name) || [...edited].some((field) => field.startsWith(`${name}.`));
  if (error.type !== 'server' && submitCount === 0 && !touched) return null;
  // A server error may carry several messages for the field (applyServerValidationErrors).
  const messages =
    error.type === 'server' && error.types
      ? Object.values(error.types).filter((text): text is string => typeof text === 'string')
      : [message];
  return messages.map((text) => localizeValidationMessage(t, language, text)).join(' ');
}
