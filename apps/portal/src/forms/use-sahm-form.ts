import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod/mini';
import { NETWORK_ERROR_TOAST_KEY, useLocalization } from '@sahm/platform';
import { onDemand } from '@sahm/ui';
import { formErrorMap } from './error-map';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

// How a failed submission reads (server errors under fields, others as a text) is needed only
// once the server answers with a failure: opened by the action of submitting
// (docs/code-splitting.md).
const submitFailure = onDemand(() => import('./submit-failure'));

export interface SahmFormOptions<TSchema extends z.core.$ZodType<FieldValues, FieldValues>> {
  schema: TSchema;
  defaultValues: DefaultValues<z.input<TSchema>>;
  /** Runs with the parsed values; a thrown ABP validation error lands under the fields. */
  onSubmit: (values: z.output<TSchema>) => Promise<unknown> | void;
  /**
   * Leaving the page with changes asks first (docs/adr/0430); default true. Off for a form whose
   * input is kept elsewhere (the registration wizard's draft) or is only credentials.
   */
  askBeforeLeaving?: boolean;
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
  askBeforeLeaving = true,
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
  // While it submits the form may navigate away itself (a wizard's next step): that passes.
  useUnsavedChangesGuard(askBeforeLeaving && form.formState.isDirty, () => running.current);

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
    const explaining = submitFailure.load();
    // Settled here so that a load that fails while the submission succeeds is not reported.
    explaining.catch(() => undefined);
    try {
      await latestSubmit.current(values);
      // Saved: what is shown is what the server has, so leaving loses nothing until the next edit.
      form.reset(form.getValues(), {
        keepValues: true,
        keepErrors: true,
        keepTouched: true,
        keepIsSubmitted: true,
        keepSubmitCount: true,
      });
    } catch (error) {
      const explanation = await explaining.catch(() => null);
      // The module could not load, so the network is down: say so, as the network toast does.
      if (!explanation) setFormError(t(NETWORK_ERROR_TOAST_KEY));
      else setFormError(await explanation.explainSubmitFailure(form, error, t, language));
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
