import { Button, Flex, Heading, Separator, Skeleton, Text } from '@radix-ui/themes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { EmailSettings } from '@sahm/platform/admin';
import { useLocalization, usePolicyChecker } from '@sahm/platform';
import { FormActions, showToast } from '@sahm/ui';
import { CheckboxField, NumberField, TextField } from '../../../../forms/fields';
import { SahmForm } from '../../../../forms/SahmForm';
import { useSahmForm } from '../../../../forms/use-sahm-form';
import { useEmailSettingsApi } from '../use-email-settings-api';
import { LoadError } from '../../../shared/LoadError';
import { lazyDialog } from '../../lazy-dialog';
import { Collapsible } from '../Collapsible';
import {
  emailSettingsFormDefaults,
  emailSettingsFormSchema,
  emailSettingsPayload,
} from './email-settings-form';
import { useSavedText } from '../use-saved-text';
import { handlesErrors } from '../../../../shell/http-errors';
import { LoadingPlaceholder } from '../../../shared/LoadingPlaceholder';

// The test e-mail dialog loads when it is opened, not with the settings (ADR 0200).
const sendTestEmailDialog = lazyDialog(() =>
  import('./SendTestEmailDialog').then((module) => module.SendTestEmailDialog),
);

const S = (key: string) => `::Settings:${key}`;
/**
 * The test mail's own policy: ABP's server refuses the call without it (EmailSettingsAppService),
 * and ABP's Blazor and MVC settings pages hide the button without it.
 */
const SEND_TEST_EMAIL_POLICY = 'SettingManagement.Emailing.Test';

/** SPEC §2 / §3 emailing tab: the sender and SMTP settings, and a test message. */
export function EmailSettingsTab() {
  const { t } = useLocalization();
  const { queries } = useEmailSettingsApi();
  const settings = useQuery({ ...queries.emailSettings(), ...handlesErrors });
  const headingId = useId();
  return (
    <Flex direction="column" gap="4" asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="1">
          <Heading as="h2" size="5" id={headingId}>
            {t(S('Emailing'))}
          </Heading>
          <Text as="p" color="gray">
            {t(S('EmailingIntro'))}
          </Text>
        </Flex>
        {settings.isPending ? (
          <LoadingPlaceholder label={t(S('Loading'))} gap="4">
            {Array.from({ length: 5 }, (_unused, index) => (
              <Skeleton key={index} height="56px" width="100%" />
            ))}
          </LoadingPlaceholder>
        ) : settings.isError ? (
          <LoadError
            title={t(S('LoadFailed'))}
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <EmailSettingsForm saved={settings.data} />
        )}
      </section>
    </Flex>
  );
}

function EmailSettingsForm({ saved }: { saved: EmailSettings }) {
  const { t } = useLocalization();
  const savedText = useSavedText();
  const queryClient = useQueryClient();
  const { queries, mutations } = useEmailSettingsApi();
  const save = useMutation({ ...mutations.updateEmailSettings(), ...handlesErrors });
  const [testing, setTesting] = useState(false);
  const canSendTestEmail = usePolicyChecker()(SEND_TEST_EMAIL_POLICY);
  const credentialsId = useId();
  // The dialog opens once its chunk is in; a chunk that cannot be fetched is a dropped connection.
  const openTestEmail = () =>
    void sendTestEmailDialog.load().then(
      () => setTesting(true),
      () => showToast({ severity: 'error', message: t('::Investment:ErrorNetwork') }),
    );
  const sahm = useSahmForm({
    schema: emailSettingsFormSchema,
    defaultValues: emailSettingsFormDefaults(saved),
    onSubmit: async (values) => {
      // The mutation refetches the settings before it resolves (SPEC §4: reload after saving).
      await save.mutateAsync(emailSettingsPayload(values));
      const reloaded = queryClient.getQueryData(queries.emailSettings().queryKey);
      if (reloaded) sahm.form.reset(emailSettingsFormDefaults(reloaded));
      showToast({ severity: 'success', message: savedText });
    },
  });
  const useDefaultCredentials = useWatch({
    control: sahm.form.control,
    name: 'smtpUseDefaultCredentials',
  });

  return (
    <>
      <SahmForm form={sahm} aria-label={t(S('Emailing'))}>
        <TextField
          name="defaultFromDisplayName"
          label={t(S('DefaultFromDisplayName'))}
          hint={t(S('DefaultFromDisplayNameHint'))}
          required
        />
        <TextField
          name="defaultFromAddress"
          label={t(S('DefaultFromAddress'))}
          required
          inputProps={{ dir: 'ltr', type: 'email', autoComplete: 'off', spellCheck: false }}
        />
        <Separator size="4" />
        <TextField
          name="smtpHost"
          label={t(S('SmtpHost'))}
          inputProps={{ dir: 'ltr', autoComplete: 'off', spellCheck: false }}
        />
        <NumberField
          name="smtpPort"
          label={t(S('SmtpPort'))}
          required
          inputProps={{ inputMode: 'numeric' }}
        />
        <CheckboxField name="smtpEnableSsl" label={t(S('SmtpEnableSsl'))} />
        <CheckboxField
          name="smtpUseDefaultCredentials"
          label={t(S('SmtpUseDefaultCredentials'))}
          hint={t(S('SmtpUseDefaultCredentialsHint'))}
        />
        <Collapsible open={!useDefaultCredentials} id={credentialsId}>
          <Flex direction="column" gap="4">
            <TextField
              name="smtpDomain"
              label={t(S('SmtpDomain'))}
              inputProps={{ dir: 'ltr', autoComplete: 'off', spellCheck: false }}
            />
            <TextField
              name="smtpUserName"
              label={t(S('SmtpUserName'))}
              inputProps={{ dir: 'ltr', autoComplete: 'off', spellCheck: false }}
            />
            <TextField
              name="smtpPassword"
              label={t(S('SmtpPassword'))}
              hint={t(S('SmtpPasswordHint'))}
              inputProps={{ dir: 'ltr', type: 'password', autoComplete: 'new-password' }}
            />
          </Flex>
        </Collapsible>
        <FormActions
          start={
            canSendTestEmail && (
              <Button
                type="button"
                variant="soft"
                color="gray"
                highContrast
                onClick={openTestEmail}
              >
                {t(S('SendTestEmail'))}
              </Button>
            )
          }
        >
          <Button type="submit" highContrast loading={sahm.submitting}>
            {t(S('Save'))}
          </Button>
        </FormActions>
      </SahmForm>
      {testing && (
        <sendTestEmailDialog.Dialog
          fromAddress={saved.defaultFromAddress ?? ''}
          onClose={() => setTesting(false)}
        />
      )}
    </>
  );
}
