import { Callout } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import type { z } from 'zod/mini';
import { Form } from '@sahm/ui';
import { useLocalization } from '@sahm/platform';
import { EditedFieldsContext } from './form-context';
import type { SahmFormReturn } from './use-sahm-form';

export type SahmFormProps<TSchema extends z.core.$ZodType<FieldValues, FieldValues>> = {
  form: SahmFormReturn<TSchema>;
  children: ReactNode;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/** The form element of a `useSahmForm`: Enter-to-submit, field context and the form-level error. */
export function SahmForm<TSchema extends z.core.$ZodType<FieldValues, FieldValues>>({
  form,
  children,
  ...props
}: SahmFormProps<TSchema>) {
  const { t } = useLocalization();
  return (
    <FormProvider {...form.form}>
      <EditedFieldsContext.Provider value={form.edited}>
        <Form {...props} {...form.formProps} style={{ display: 'grid', gap: 'var(--space-4)' }}>
          {children}
          {form.formError && (
            <Callout.Root color="red" role="alert">
              <Callout.Text>
                <strong>{t('::Form:ErrorTitle')}</strong> {form.formError}
              </Callout.Text>
            </Callout.Root>
          )}
        </Form>
      </EditedFieldsContext.Provider>
    </FormProvider>
  );
}
