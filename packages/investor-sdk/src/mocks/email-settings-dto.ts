import type { AbpValidationError } from './abp-error';
import { abpSentence, propertyName } from './abp-texts';
import type { MockLanguage } from './localization';

/** ABP's EmailSettingsDto, as these mocks keep it and answer it. */
export interface EmailSettingsDto {
  smtpHost: string | null;
  smtpPort: number;
  smtpUserName: string | null;
  smtpPassword: string | null;
  smtpDomain: string | null;
  smtpEnableSsl: boolean;
  smtpUseDefaultCredentials: boolean;
  defaultFromAddress: string | null;
  defaultFromDisplayName: string | null;
}

type Rule = { member: string; required?: boolean; maxLength?: number; range?: [number, number] };

/** ABP's UpdateEmailSettingsDto (modules/setting-management …/UpdateEmailSettingsDto.cs). */
const UPDATE_EMAIL_SETTINGS: Rule[] = [
  { member: 'smtpHost', maxLength: 256 },
  { member: 'smtpPort', range: [1, 65535] },
  { member: 'smtpUserName', maxLength: 128 },
  { member: 'smtpPassword', maxLength: 64 },
  { member: 'smtpDomain', maxLength: 256 },
  { member: 'defaultFromAddress', maxLength: 256, required: true },
  { member: 'defaultFromDisplayName', maxLength: 64, required: true },
];

/** ABP's SendTestEmailInput: sender, target and subject are `[Required]`. */
const SEND_TEST_EMAIL: Rule[] = [
  { member: 'senderEmailAddress', required: true },
  { member: 'targetEmailAddress', required: true },
  { member: 'subject', required: true },
];

/** DataAnnotations over a JSON body, in ABP's words and the request's language (400 when any). */
function issues(rules: Rule[], body: unknown, language: MockLanguage): AbpValidationError[] {
  const values = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return rules.flatMap(({ member, required, maxLength, range }) => {
    const value = values[member];
    const name = propertyName(member);
    const found: AbpValidationError[] = [];
    if (required && (typeof value !== 'string' || value.trim() === '')) {
      found.push({ message: abpSentence(language, 'Required', name), members: [member] });
    }
    if (maxLength !== undefined && typeof value === 'string' && value.length > maxLength) {
      found.push({
        message: abpSentence(language, 'MaxLength', name, maxLength),
        members: [member],
      });
    }
    // A missing int binds as 0, which the range then refuses.
    const number = typeof value === 'number' ? value : 0;
    if (range && (number < range[0] || number > range[1])) {
      found.push({ message: abpSentence(language, 'Range', name, ...range), members: [member] });
    }
    return found;
  });
}

export const emailSettingsIssues = (body: unknown, language: MockLanguage) =>
  issues(UPDATE_EMAIL_SETTINGS, body, language);

export const sendTestEmailIssues = (body: unknown, language: MockLanguage) =>
  issues(SEND_TEST_EMAIL, body, language);

const textOf = (values: Record<string, unknown>, member: string) => {
  const value = values[member];
  return typeof value === 'string' ? value : null;
};

/** The body as ASP.NET Core binds it to the DTO: absent texts null, absent booleans false. */
export function bindEmailSettings(body: unknown): EmailSettingsDto {
  const values = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return {
    smtpHost: textOf(values, 'smtpHost'),
    smtpPort: typeof values.smtpPort === 'number' ? values.smtpPort : 0,
    smtpUserName: textOf(values, 'smtpUserName'),
    smtpPassword: textOf(values, 'smtpPassword'),
    smtpDomain: textOf(values, 'smtpDomain'),
    smtpEnableSsl: values.smtpEnableSsl === true,
    smtpUseDefaultCredentials: values.smtpUseDefaultCredentials === true,
    defaultFromAddress: textOf(values, 'defaultFromAddress'),
    defaultFromDisplayName: textOf(values, 'defaultFromDisplayName'),
  };
}

/** SendTestEmailInput as bound: the three required texts and the optional body. */
export function bindSendTestEmail(body: unknown) {
  const values = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return {
    targetEmailAddress: textOf(values, 'targetEmailAddress') ?? '',
    subject: textOf(values, 'subject') ?? '',
    body: textOf(values, 'body'),
  };
}
