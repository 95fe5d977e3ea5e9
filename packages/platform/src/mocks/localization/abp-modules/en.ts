/**
 * English texts of ABP's own localization resources, as ABP's server ships them, for the mock
 * backend only (never imported by the platform's main entry).
 *
 * Provenance: ABP Framework (https://github.com/abpframework/abp), LGPL-3.0, © Volosoft. Only the
 * keys ABP's Angular packages (e2e/abp-angular, @abp/ng.* 10.4.1) and the portal read are kept,
 * copied unchanged from these files (commit of the stored copy read):
 * - AbpUi: framework/src/Volo.Abp.UI/Localization/Resources/AbpUi/en.json (00687df)
 * - AbpExceptionHandling: framework/src/Volo.Abp.ExceptionHandling/Volo/Abp/ExceptionHandling/Localization/en.json (6a5a78d)
 * - AbpValidation: framework/src/Volo.Abp.Validation/Volo/Abp/Validation/Localization/en.json (3005bd2)
 * - AbpUiNavigation: framework/src/Volo.Abp.UI.Navigation/Volo/Abp/Ui/Navigation/Localization/Resource/en.json (60311fb)
 * - AbpUiMultiTenancy: framework/src/Volo.Abp.AspNetCore.Mvc.UI.MultiTenancy/Volo/Abp/AspNetCore/Mvc/UI/MultiTenancy/Localization/en.json (2d25c21)
 * - AbpAccount: modules/account/src/Volo.Abp.Account.Application.Contracts/Volo/Abp/Account/Localization/Resources/en.json (04c3332)
 * - AbpIdentity: modules/identity/src/Volo.Abp.Identity.Domain.Shared/Volo/Abp/Identity/Localization/en.json (65f59a4)
 * - AbpTenantManagement: modules/tenant-management/src/Volo.Abp.TenantManagement.Domain.Shared/Volo/Abp/TenantManagement/Localization/Resources/en.json (895a8fc)
 * - AbpFeatureManagement: modules/feature-management/src/Volo.Abp.FeatureManagement.Domain.Shared/Volo/Abp/FeatureManagement/Localization/Domain/en.json (a4b6c7a)
 * - AbpPermissionManagement: modules/permission-management/src/Volo.Abp.PermissionManagement.Domain.Shared/Volo/Abp/PermissionManagement/Localization/Domain/en.json (48d6b42)
 * - AbpSettingManagement: modules/setting-management/src/Volo.Abp.SettingManagement.Domain.Shared/Volo/Abp/SettingManagement/Localization/Resources/AbpSettingManagement/en.json (0115d21)
 * The stored copies of some files predate ABP 10.4.1: keys its Angular packages read that no stored
 * copy has are left out (the client shows their key), except the five feature-management keys
 * marked below, which come from a third-party port of that same en.json and await a check
 * against ABP 10.4.1's file. AbpSettingManagement's old `SuccessfullySaved` is left out too: the
 * newer stored ar.json renamed it `SavedSuccessfully`, whose English no stored copy has.
 */
export const abpModuleTextsEn = {
  AbpUi: {
    Languages: 'Languages',
    AreYouSure: 'Are you sure?',
    Cancel: 'Cancel',
    Yes: 'Yes',
    No: 'No',
    Close: 'Close',
    Save: 'Save',
    Actions: 'Actions',
    Delete: 'Delete',
    Edit: 'Edit',
    Login: 'Login',
    Logout: 'Log out',
    Submit: 'Submit',
    PagerSearch: 'Search',
    NoDataAvailableInDatatable: 'No data available',
    Total: 'total',
    Selected: 'selected',
    ChangePassword: 'Change password',
    AreYouSureYouWantToCancelEditingWarningMessage: 'You have unsaved changes.',
    GoHomePage: 'Go to the homepage',
    OthersGroup: 'Other',
    InternetConnectionInfo:
      'The operation could not be performed. Your internet connection is not available at the moment.',
  },
  AbpExceptionHandling: {
    InternalServerErrorMessage: 'An internal error occurred during your request!',
    DefaultErrorMessage: 'An error has occurred!',
    DefaultErrorMessageDetail: 'Error detail not sent by server.',
    DefaultErrorMessage401: 'You are not authenticated!',
    DefaultErrorMessage401Detail: 'You should sign in to perform this operation.',
    DefaultErrorMessage403: 'You are not authorized!',
    DefaultErrorMessage403Detail: 'You are not allowed to perform this operation!',
    DefaultErrorMessage404: 'Resource not found!',
    DefaultErrorMessage404Detail: 'The resource requested could not found on the server!',
    Error: 'Error',
    '401Message': 'Unauthorized',
    '403Message': 'Forbidden',
    '404Message': 'Page not found',
    '500Message': 'Internal Server Error',
  },
  AbpValidation: {
    'ThisFieldIsNotAValidCreditCardNumber.': 'This field is not a valid credit card number.',
    'ThisFieldIsNotValid.': 'This field is not valid.',
    'ThisFieldIsNotAValidEmailAddress.': 'This field is not a valid e-mail address.',
    ThisFieldIsNotAValidFullyQualifiedHttpHttpsOrFtpUrl:
      'This field is not a valid fully-qualified http, https, or ftp URL.',
    'ThisFieldIsRequired.': 'This field is required.',
  },
  AbpUiNavigation: {
    'Menu:Administration': 'Administration',
  },
  AbpUiMultiTenancy: {
    GivenTenantIsNotAvailable: 'Given tenant is not available: {0}',
    Tenant: 'Tenant',
    Switch: 'switch',
    Name: 'Name',
    SwitchTenantHint: 'Leave the name field blank to switch to the host side.',
    SwitchTenant: 'Switch tenant',
    NotSelected: 'Not selected',
  },
  AbpAccount: {
    'Menu:Account': 'Account',
    UserName: 'Username',
    EmailAddress: 'Email address',
    UserNameOrEmailAddress: 'Username or email address',
    Password: 'Password',
    RememberMe: 'Remember me',
    SelfRegistrationDisabledMessage:
      'Self-registration is disabled for this application. Please contact the application administrator to register a new user.',
    Login: 'Login',
    Cancel: 'Cancel',
    Register: 'Register',
    AreYouANewUser: 'Are you a new user?',
    AlreadyRegistered: 'Already registered?',
    InvalidLoginRequest: 'Invalid login request',
    ThereAreNoLoginSchemesConfiguredForThisClient:
      'There are no login schemes configured for this client.',
    PasswordChangedMessage: 'Your password has been changed successfully.',
    PersonalSettings: 'Personal settings',
    PersonalSettingsSaved: 'Personal settings saved',
    Manage: 'Manage',
    MyAccount: 'My account',
    ForgotPassword: 'Forgot password?',
    SendPasswordResetLink_Information:
      "A password reset link will be sent to your email to reset your password. If you don't get an email within a few minutes, please re-try.",
    PasswordResetMailSentMessage:
      "Account recovery email sent to your e-mail address. If you don't see this email in your inbox within 15 minutes, look for it in your junk mail folder. If you find it there, please mark it as -Not Junk-. ",
    ResetPassword: 'Reset Password',
    ConfirmPassword: 'Confirm (repeat) the password',
    ResetPassword_Information: 'Please enter your new password.',
    YourPasswordIsSuccessfullyReset: 'Your password is successfully reset.',
    BackToLogin: 'Back to login',
  },
  AbpIdentity: {
    'Menu:IdentityManagement': 'Identity management',
    Users: 'Users',
    NewUser: 'New user',
    UserName: 'User name',
    EmailAddress: 'Email address',
    PhoneNumber: 'Phone number',
    UserInformations: 'User information',
    'DisplayName:IsDefault': 'Default',
    'DisplayName:IsPublic': 'Public',
    Roles: 'Roles',
    Password: 'Password',
    PersonalSettings: 'Personal settings',
    UserDeletionConfirmationMessage: "User '{0}' will be deleted. Do you confirm that?",
    RoleDeletionConfirmationMessage: "Role '{0}' will be deleted. Do you confirm that?",
    'DisplayName:UserName': 'User name',
    'DisplayName:Name': 'Name',
    'DisplayName:Surname': 'Surname',
    'DisplayName:Email': 'Email address',
    'DisplayName:PhoneNumber': 'Phone number',
    'DisplayName:IsActive': 'Active',
    'DisplayName:LockoutEnabled': 'Lock account after failed login attempts',
    NewRole: 'New role',
    RoleName: 'Role name',
    Permissions: 'Permissions',
    'DisplayName:CurrentPassword': 'Current password',
    'DisplayName:NewPassword': 'New password',
    'DisplayName:NewPasswordConfirm': 'Confirm new password',
    'Volo.Abp.Identity:InvalidUserName':
      "Username '{0}' is invalid, can only contain letters or digits.",
    'Volo.Abp.Identity:PasswordRequiresDigit': "Passwords must have at least one digit ('0'-'9').",
    'Volo.Abp.Identity:PasswordRequiresLower':
      "Passwords must have at least one lowercase ('a'-'z').",
    'Volo.Abp.Identity:PasswordRequiresNonAlphanumeric':
      'Passwords must have at least one non alphanumeric character.',
    'Volo.Abp.Identity:PasswordRequiresUpper':
      "Passwords must have at least one uppercase ('A'-'Z').",
    'Volo.Abp.Identity:PasswordConfirmationFailed': 'Password does not match the confirm password.',
    ThisUserIsNotActiveMessage: 'This user is not active.',
    'Permission:IdentityManagement': 'Identity management',
    'Permission:RoleManagement': 'Role management',
    'Permission:Create': 'Create',
    'Permission:Edit': 'Edit',
    'Permission:Delete': 'Delete',
    'Permission:ChangePermissions': 'Change permissions',
    'Permission:UserManagement': 'User management',
  },
  AbpTenantManagement: {
    'Menu:TenantManagement': 'Tenant management',
    Tenants: 'Tenants',
    NewTenant: 'New tenant',
    TenantName: 'Tenant name',
    TenantDeletionConfirmationMessage: "Tenant '{0}' will be deleted. Do you confirm that?",
    'Permission:TenantManagement': 'Tenant management',
    'Permission:Create': 'Create',
    'Permission:Edit': 'Edit',
    'Permission:Delete': 'Delete',
    'Permission:ManageFeatures': 'Manage features',
  },
  AbpFeatureManagement: {
    Features: 'Features',
    NoFeatureFoundMessage: "There isn't any available feature.",
    'Permission:FeatureManagement': 'Feature management',
    'Permission:FeatureManagement.ManageHostFeatures': 'Manage Host features',
    // The five below: third-party port of this en.json (see the header), not yet checked against ABP.
    ManageHostFeatures: 'Manage host features',
    ManageHostFeaturesText:
      'You can manage the host side features by clicking the following button.',
    ResetToDefault: 'Reset to default',
    ResetedToDefault: 'Reseted to default',
    AreYouSureToResetToDefault: 'Are you sure to reset to default?',
  },
  AbpPermissionManagement: {
    Permissions: 'Permissions',
    SelectAllInAllTabs: 'Grant all permissions',
    SelectAllInThisTab: 'Select all',
  },
  AbpSettingManagement: {
    Settings: 'Settings',
    'Permission:SettingManagement': 'Setting Management',
    'Permission:Emailing': 'Emailing',
    'Permission:EmailingTest': 'Emailing test',
    SendTestEmail: 'Send test email',
    SenderEmailAddress: 'Sender email address',
    TargetEmailAddress: 'Target email address',
    Subject: 'Subject',
    Body: 'Body',
    TestEmailSubject: 'Test email {0}',
    TestEmailBody: 'Test email body message here',
    Send: 'Send',
    'Menu:Emailing': 'Emailing',
    SmtpHost: 'Host',
    SmtpPort: 'Port',
    SmtpUserName: 'User name',
    SmtpPassword: 'Password',
    SmtpDomain: 'Domain',
    SmtpEnableSsl: 'Enable ssl',
    SmtpUseDefaultCredentials: 'Use default credentials',
    DefaultFromAddress: 'Default from address',
    DefaultFromDisplayName: 'Default from display name',
    'Feature:SettingManagementGroup': 'Setting Management',
    'Feature:SettingManagementEnable': 'Enable setting management',
    'Feature:SettingManagementEnableDescription':
      'Enable setting management system in the application.',
    'Feature:AllowChangingEmailSettings': 'Allow changing email settings.',
    'Feature:AllowChangingEmailSettingsDescription': 'Allow changing email settings.',
  },
} satisfies Record<string, Record<string, string>>;

export type AbpModuleResourceName = keyof typeof abpModuleTextsEn;
