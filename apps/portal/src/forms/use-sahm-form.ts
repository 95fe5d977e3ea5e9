import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod/mini';
import { describeHttpError, readHttpError, useLocalization } from '@sahm/platform';
import { formErrorMap } from './error-map';
import { localizeValidationMessage } from './localize-message';
import { applyServerValidationErrors } from './server-errors';

export interface SahmFormOptions<TSchema extends z.core.$ZodType<FieldValues, FieldValues>> {
  schema: TSchema;
  defaultValues: DefaultValues<z.input<TSchema>>;
  /** Runs with the parsed values; a thrown ABP validation error lands under the fields. */
  onSubmit: (values: z.output<TSchema>) => Promise<unknown> | void;
}

export type SahmFormReturn<TSchema extends z.core.$ZodType<FieldValues, FieldValues>> = {
  form: UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>>;
  /** Fields the user has edited; their errors show (SPEC §5). */
  edited: ReadonlySet<string>;
  /** A failure that belongs to no field, localized, for an alert above the buttons. */
  formError: string | null;
  submitting: boolean;
  /** Spread on `<Form>` (or give the whole return to `<SahmForm>`). */
  formProps: { onSubmit: (event?: FormEvent<HTMLFormElement>) => void; busy: boolean };
};

/**
 * react-hook-form with zod and SPEC §5's behaviour: fields validate as they change but show errors
 * only once edited; submitting validates and shows every error; a second submission is ignored
 * while one runs; server validation errors are put under their fields.
 */
export function useSahmForm<TSchema extends z.core.$ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  onSubmit,
}: SahmFormOptions<TSchema>): SahmFormReturn<TSchema> {
  const { t, language } = useLocalization();
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema, { error: formErrorMap }),
    defaultValues,
    mode: 'onChange',
  });
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const running = useRef(false);
  const latestSubmit = useRef(onSubmit);
  latestSubmit.current = onSubmit;

  useEffect(() => {
    // eslint-disable-next-line react-hooks/incompatible-library -- a subscription, not a memoized value
    const subscription = form.watch((_values, { name, type }) => {
      if (!name || type !== 'change') return;
      setEdited((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const handle = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await latestSubmit.current(values);
    } catch (error) {
      const result = await applyServerValidationErrors(form, error);
      if (result.isValidationError) {
        if (result.unmatched.length > 0) {
          setFormError(
            result.unmatched
              .map((message) => localizeValidationMessage(t, language, message))
              .join(' '),
          );
        }
        return;
      }
      const decision = describeHttpError(await readHttpError(error));
      const text = (part: { key: string | null; text: string } | null) =>
        part ? (part.key ? t(part.key) : part.text) : '';
      setFormError([text(decision.title), text(decision.details)].filter(Boolean).join(' — '));
    }
  });

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (running.current) return;
    running.current = true;
    setSubmitting(true);
    void handle(event).finally(() => {
      running.current = false;
      setSubmitting(false);
    });
  };

  return { form, edited, formError, submitting, formProps: { onSubmit: submit, busy: submitting } };
}
