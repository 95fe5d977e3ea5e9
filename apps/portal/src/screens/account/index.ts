import type { TextModule } from '../../i18n/text-module';
import * as forms from '../../forms/texts';
import * as account from './texts';

export { LoginScreen } from './LoginScreen';
export { RegisterScreen } from './RegisterScreen';
export { ManageProfileScreen } from './ManageProfileScreen';
export { ForgotPasswordScreen } from './ForgotPasswordScreen';
export { ResetPasswordScreen } from './ResetPasswordScreen';

/** Texts this chunk renders, added when it loads. */
export const screenTexts: readonly TextModule[] = [account, forms];
