import { Text } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useLocalization } from '@sahm/platform';
import { showToast } from '@sahm/ui';
import { TextAreaField, TextField } from '../../../../forms/fields';
import { useSahmForm } from '../../../../forms/use-sahm-form';
import { useEmailSettingsApi } from '../use-email-settings-api';
import { FormModal } from '../../../../forms/FormModal';
import { adminModalLabels } from '../../form-modal-labels';
import {
  sendTestEmailDefaults,
  sendTestEmailFormSchema,
  sendTestEmailPayload,
} from './email-settings-form';

const S = (key: string) => `::Settings:${key}`;
const ltrEmail = { dir: 'ltr', type: 'email', autoComplete: 'off', spellCheck: false } as const;

/** ABP's "Send test email": a message through the saved SMTP settings, to check them. */
export function SendTestEmailDialog({
  fromAddress,
  onClose,
}: {
  fromAddress: string;
  onClose: () => void;
}) {
  const { t } = useLocalization();
  const { mutations } = useEmailSettingsApi();
  const send = useMutation({ ...mutations.sendTestEmail(), meta: { handlesErrors: true } });
  const sahm = useSahmForm({
    schema: sendTestEmailFormSchema,
    defaultValues: sendTestEmailDefaults(fromAddress),
    onSubmit: async (values) => {
      await send.mutateAsync(sendTestEmailPayload(values));
      showToast({
        severity: 'success',
        message: t(S('TestEmailSent'), values.targetEmailAddress),
      });
      onClose();
    },
  });
  return (
    <FormModal
      title={t(S('SendTestEmail'))}
      labels={adminModalLabels(t, t(S('Send')))}
      sahm={sahm}
      onClose={onClose}
    >
      <Text as="p" color="gray" size="2">
        {t(S('SendTestEmailIntro'))}
      </Text>
      <TextField
        name="senderEmailAddress"
        label={t(S('SenderEmailAddress'))}
        required
        inputProps={ltrEmail}
      />
      <TextField
        name="targetEmailAddress"
        label={t(S('TargetEmailAddress'))}
        required
        inputProps={ltrEmail}
      />
      <TextField name="subject" label={t(S('Subject'))} required />
      <TextAreaField name="body" label={t(S('Body'))} rows={4} />
    </FormModal>
  );
}
