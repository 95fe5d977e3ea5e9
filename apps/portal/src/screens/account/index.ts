export { LoginScreen } from './LoginScreen';
export { RegisterScreen } from './RegisterScreen';
export { ManageProfileScreen } from './ManageProfileScreen';
export { ForgotPasswordScreen } from './ForgotPasswordScreen';
export { ResetPasswordScreen } from './ResetPasswordScreen';
