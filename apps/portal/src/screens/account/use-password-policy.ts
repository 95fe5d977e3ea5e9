import { useMemo } from 'react';
import { useApplicationConfiguration, useLocalization } from '@sahm/platform';
import {
  passwordRules,
  passwordSchema,
  readPasswordPolicy,
  type PasswordRule,
} from './password-policy';

/** The server's password policy as a field schema and a hint, in the user's language. */
export function usePasswordPolicy() {
  const { setting } = useApplicationConfiguration();
  const { t, language } = useLocalization();
  return useMemo(() => {
    const policy = readPasswordPolicy(setting.values);
    const describe = (rule: PasswordRule) => t(`::Account:Password:${rule}`);
    const rules = passwordRules(policy).map(describe);
    const hint =
      rules.length > 0
        ? t(
            '::Account:Password:Hint',
            policy.requiredLength,
            new Intl.ListFormat(language, { type: 'conjunction' }).format(rules),
          )
        : t('::Account:Password:HintLengthOnly', policy.requiredLength);
    return { schema: passwordSchema(policy, describe), hint };
  }, [setting.values, t, language]);
}
