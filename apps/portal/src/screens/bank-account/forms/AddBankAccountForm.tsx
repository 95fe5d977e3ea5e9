import { useId, useState, type ComponentProps } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button, Callout, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import {
  bankAccountInputSchema,
  sahmValidationErrorMap,
  type BankAccountInput,
} from '@sahm/investor-sdk';
import {
  parseValidationErrors,
  readHttpError,
  splitValidationMessage,
  useLocalization,
} from '@sahm/platform';
import { showToast } from '@sahm/ui';
import { useInvestorApi } from '../../../investor/use-investor-api';
import { useUnsavedChangesGuard } from '../../../forms/use-unsaved-changes-guard';

type FieldName = 'iban' | 'accountHolderName' | 'bankName';
const FIELDS: readonly FieldName[] = ['iban', 'accountHolderName', 'bankName'];

/** The server's error message (ABP `error.message`), for errors not tied to a field. */
function abpErrorMessage(body: unknown): string | null {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * Adds an IBAN account with the SDK's own rules (Saudi IBAN, English holder name), so the
 * messages match the server's; server validation errors land under their fields.
 */
export function AddBankAccountForm() {
  const { t } = useLocalization();
  const { mutations } = useInvestorApi();
  const ids = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const add = useMutation({ ...mutations.addBankAccount(), meta: { handlesErrors: true } });
  const form = useForm<BankAccountInput>({
    resolver: zodResolver(bankAccountInputSchema, { error: sahmValidationErrorMap }),
    defaultValues: { iban: '', accountHolderName: '', bankName: '' },
  });
  // Outside the form kit, so its unsaved-input guard is wired here (ADR 0430).
  useUnsavedChangesGuard(form.formState.isDirty);
  const localize = (message: string) => {
    const { key, params } = splitValidationMessage(message);
    return t(key, ...params);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const input = bankAccountInputSchema.parse(values);
    try {
      const created = await add.mutateAsync({
        ...input,
        bankName: input.bankName ? input.bankName : undefined,
      });
      form.reset();
      showToast({
        severity: 'success',
        title: t('::BankAccounts:AddSuccessTitle'),
        message: t('::BankAccounts:AddSuccess', created.iban.slice(-4)),
      });
    } catch (error) {
      const info = await readHttpError(error);
      const fieldErrors = parseValidationErrors(info.body);
      let placed = false;
      for (const entry of fieldErrors) {
        const field = FIELDS.find((name) => name.toLowerCase() === entry.member.toLowerCase());
        if (!field) continue;
        const raw = entry.params.length ? `${entry.key}[${entry.params.join(',')}]` : entry.key;
        form.setError(field, { type: 'server', message: raw }, { shouldFocus: !placed });
        placed = true;
      }
      if (!placed) setFormError(abpErrorMessage(info.body) ?? t('::BankAccounts:AddFailed'));
    }
  });

  const field = (
    name: FieldName,
    label: string,
    hint: string,
    props: ComponentProps<typeof TextField.Root> = {},
  ) => {
    const error = form.formState.errors[name]?.message;
    return (
      <FormField
        id={`${ids}-${name}`}
        label={label}
        hint={hint}
        error={error ? localize(error) : undefined}
        registration={form.register(name)}
        inputProps={props}
      />
    );
  };

  return (
    <Card size="3" asChild>
      <section aria-labelledby={`${ids}-title`}>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <Flex direction="column" gap="3">
            <Heading as="h2" size="4" id={`${ids}-title`}>
              {t('::BankAccounts:AddTitle')}
            </Heading>
            {field('iban', t('::BankAccounts:IbanLabel'), t('::BankAccounts:IbanHint'), {
              dir: 'ltr',
              autoComplete: 'off',
              spellCheck: false,
              placeholder: 'SA00 0000 0000 0000 0000 0000',
            })}
            {field(
              'accountHolderName',
              t('::BankAccounts:HolderLabel'),
              t('::BankAccounts:HolderHint'),
              { dir: 'ltr', autoComplete: 'name' },
            )}
            {field('bankName', t('::BankAccounts:BankNameLabel'), t('::BankAccounts:BankNameHint'))}
            {formError && (
              <Callout.Root color="red" role="alert">
                <Callout.Text>{formError}</Callout.Text>
              </Callout.Root>
            )}
            <Flex>
              <Button type="submit" size="3" loading={add.isPending}>
                {t('::BankAccounts:Add')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </section>
    </Card>
  );
}

/** A labelled text field with its hint and, once there is one, its error (aria-describedby both). */
function FormField({
  id,
  label,
  hint,
  error,
  registration,
  inputProps,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  inputProps: ComponentProps<typeof TextField.Root>;
}) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} weight="medium" size="2">
        {label}
      </Text>
      <TextField.Root
        id={id}
        size="3"
        {...inputProps}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        {...registration}
      />
      <Text size="1" color="gray" id={`${id}-hint`}>
        {hint}
      </Text>
      {error && (
        <Text size="2" color="red" id={`${id}-error`} role="alert">
          {error}
        </Text>
      )}
    </Flex>
  );
}
