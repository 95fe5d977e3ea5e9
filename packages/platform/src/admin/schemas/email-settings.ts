import { z } from 'zod/mini';

/** `GET /api/setting-management/emailing` (SPEC §3, contract §11.1). */
export const emailSettingsSchema = z.object({
  smtpHost: z.nullish(z.string()),
  smtpPort: z.number().check(z.int()),
  smtpUserName: z.nullish(z.string()),
  smtpPassword: z.nullish(z.string()),
  smtpDomain: z.nullish(z.string()),
  smtpEnableSsl: z.boolean(),
  smtpUseDefaultCredentials: z.boolean(),
  defaultFromAddress: z.nullish(z.string()),
  defaultFromDisplayName: z.nullish(z.string()),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

/** Body of `POST /api/setting-management/emailing`: display name, address and port required (SPEC §5). */
export const emailSettingsInputSchema = z.extend(emailSettingsSchema, {
  smtpPort: z.number().check(z.int(), z.gte(1), z.lte(65535)),
  defaultFromAddress: z.email(),
  defaultFromDisplayName: z.string().check(z.trim(), z.minLength(1)),
});
export type EmailSettingsInput = z.input<typeof emailSettingsInputSchema>;

/** Body of `POST /api/setting-management/emailing/send-test-email` (contract §11.1). */
export const sendTestEmailInputSchema = z.object({
  senderEmailAddress: z.email(),
  targetEmailAddress: z.email(),
  subject: z.string().check(z.trim(), z.minLength(1)),
  body: z.nullish(z.string()),
});
export type SendTestEmailInput = z.input<typeof sendTestEmailInputSchema>;
