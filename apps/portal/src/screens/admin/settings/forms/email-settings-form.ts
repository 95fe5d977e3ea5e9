import { z } from 'zod/mini';
import type { EmailSettings, EmailSettingsInput, SendTestEmailInput } from '@sahm/platform/admin';
import { numberText } from '../../../../forms/investor/field-rules';

/** The highest TCP port. */
const MAX_PORT = 65535;

const requiredText = z.string().check(z.trim(), z.minLength(1));
const optionalText = z.string();
const requiredEmail = z.pipe(z.string().check(z.trim(), z.minLength(1)), z.email());

/**
 * SPEC §3 / §5 emailing settings: display name, from address and port required, the rest
 * optional (ABP's email-setting-group adds no other check; the address must read as one).
 */
export const emailSettingsFormSchema = z.object({
  defaultFromDisplayName: requiredText,
  defaultFromAddress: requiredEmail,
  smtpHost: optionalText,
  smtpPort: numberText(z.number().check(z.int(), z.gte(1), z.lte(MAX_PORT))),
  smtpEnableSsl: z.boolean(),
  smtpUseDefaultCredentials: z.boolean(),
  smtpDomain: optionalText,
  smtpUserName: optionalText,
  smtpPassword: optionalText,
});

export type EmailSettingsFormInput = z.input<typeof emailSettingsFormSchema>;
export type EmailSettingsFormValues = z.output<typeof emailSettingsFormSchema>;

/** The form's values for what the server holds; a missing text becomes an empty field. */
export function emailSettingsFormDefaults(saved: EmailSettings): EmailSettingsFormInput {
  return {
    defaultFromDisplayName: saved.defaultFromDisplayName ?? '',
    defaultFromAddress: saved.defaultFromAddress ?? '',
    smtpHost: saved.smtpHost ?? '',
    smtpPort: String(saved.smtpPort),
    smtpEnableSsl: saved.smtpEnableSsl,
    smtpUseDefaultCredentials: saved.smtpUseDefaultCredentials,
    smtpDomain: saved.smtpDomain ?? '',
    smtpUserName: saved.smtpUserName ?? '',
    smtpPassword: saved.smtpPassword ?? '',
  };
}

/**
 * The update body: every field, like ABP's form sends them. The collapsed credentials are kept
 * rather than cleared, so unticking "use default credentials" brings them back unchanged.
 */
export function emailSettingsPayload(values: EmailSettingsFormValues): EmailSettingsInput {
  return { ...values, smtpHost: values.smtpHost.trim() };
}

/** ABP's send-test-email input (contract §11.1): sender, target and subject required. */
export const sendTestEmailFormSchema = z.object({
  senderEmailAddress: requiredEmail,
  targetEmailAddress: requiredEmail,
  subject: requiredText,
  body: z.string(),
});

export type SendTestEmailFormInput = z.input<typeof sendTestEmailFormSchema>;

/** The test message starts from the configured sender, as ABP's dialog does. */
export function sendTestEmailDefaults(fromAddress: string): SendTestEmailFormInput {
  return { senderEmailAddress: fromAddress, targetEmailAddress: '', subject: '', body: '' };
}

export function sendTestEmailPayload(
  values: z.output<typeof sendTestEmailFormSchema>,
): SendTestEmailInput {
  return { ...values, body: values.body === '' ? null : values.body };
}
