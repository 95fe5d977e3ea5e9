const SELF_REGISTRATION_SETTING = 'Abp.Account.IsSelfRegistrationEnabled';

/** Contract §2.4: anything other than 'false' means visitors may register themselves. */
export function isSelfRegistrationEnabled(values: Record<string, string | null | undefined>) {
  return values[SELF_REGISTRATION_SETTING]?.toLowerCase() !== 'false';
}
