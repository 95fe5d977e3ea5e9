import { z } from 'zod';

/** `GET /api/setting-management/emailing` (SPEC §3, contract §11.1). */
export const emailSettingsSchema = z.object({
  smtpHost: z.string().nullish(),
  smtpPort: z.number().int(),
  smtpUserName: z.string().nullish(),
  smtpPassword: z.string().nullish(),
  smtpDomain: z.string().nullish(),
  smtpEnableSsl: z.boolean(),
  smtpUseDefaultCredentials: z.boolean(),
  defaultFromAddress: z.string().nullish(),
  defaultFromDisplayName: z.string().nullish(),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

/** Body of `POST /api/setting-management/emailing`: display name, address and port required (SPEC §5). */
export const emailSettingsInputSchema = emailSettingsSchema.extend({
  smtpPort: z.number().int().min(1).max(65535),
  defaultFromAddress: z.email(),
  defaultFromDisplayName: z.string().trim().min(1),
});
export type EmailSettingsInput = z.input<typeof emailSettingsInputSchema>;

/** Body of `POST /api/setting-management/emailing/send-test-email` (contract §11.1). */
export const sendTestEmailInputSchema = z.object({
  senderEmailAddress: z.email(),
  targetEmailAddress: z.email(),
  subject: z.string().trim().min(1),
  body: z.string().nullish(),
});
export type SendTestEmailInput = z.input<typeof sendTestEmailInputSchema>;
