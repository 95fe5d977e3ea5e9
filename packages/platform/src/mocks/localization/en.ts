/** English texts of the mock backend, resource → key → text. Add keys here and in ar.ts. */
export const en = {
  AbpUi: {
    Login: 'Login',
    Logout: 'Logout',
    Languages: 'Languages',
    Menu: 'Menu',
    SkipToContent: 'Skip to content',
    Breadcrumb: 'Breadcrumb',
    Loading: 'Loading…',
    Close: 'Close',
    Cancel: 'Cancel',
    Save: 'Save',
    Yes: 'Yes',
    No: 'No',
    AreYouSure: 'Are you sure?',
    Error: 'Error',
    GoHomePage: 'Go to the home page',
    DefaultErrorMessage: 'An error has occurred!',
    DefaultErrorMessageDetail: 'Error detail not sent by server.',
    DefaultErrorMessage401: 'You are not authenticated!',
    DefaultErrorMessage401Detail:
      'You should be authenticated (sign in) in order to perform this operation.',
    DefaultErrorMessage403: 'You are not authorized!',
    DefaultErrorMessage403Detail: 'You are not allowed to perform this operation.',
    DefaultErrorMessage404: 'Resource not found!',
    DefaultErrorMessage404Detail: 'The resource requested could not found on the server.',
    DefaultErrorMessage500: 'Internal server error',
    DefaultErrorMessage500Detail: 'Error detail not sent by server.',
  },
  AbpUiMultiTenancy: {
    Tenant: 'Tenant',
    NotSelected: 'Not selected',
    Switch: 'Switch',
    SwitchTenant: 'Switch Tenant',
    Name: 'Name',
    SwitchTenantHint: 'Leave the name field blank to switch to the host side.',
    GivenTenantIsNotAvailable: 'Given tenant is not available: {0}',
  },
  AbpAccount: {
    MyAccount: 'My account',
    Register: 'Register',
    UserNameOrEmailAddress: 'Username or email address',
    Password: 'Password',
    RememberMe: 'Remember me',
    ForgotPassword: 'Forgot password?',
    InvalidLoginRequest: 'Invalid login request',
    ThereAreNoLoginSchemesConfiguredForThisClient:
      'There are no login schemes configured for this client.',
  },
  Sahm: {
    AppName: 'Sahm',
    'Menu:Home': 'Home',
    'Menu:Administration': 'Administration',
    Welcome: 'Welcome',
    WelcomeMessage: 'Welcome to Sahm, your gateway to investment opportunities.',
    SessionExpiredWarning: 'Your session is about to expire',
    SessionExpiredMessage: 'You will be logged out in {0} because you have been inactive.',
    Continue: 'Continue',
    LogOut: 'Log Out',
    'Home:SignedInTitle': 'Welcome back, {0}',
    'Home:SignedInMessage': 'Your investments, wallet and bank accounts will appear here.',
    'Home:AnonymousMessage': 'Sign in to browse investment opportunities and follow your wallet.',
    'Layout:MainNavigation': 'Main navigation',
    'Layout:UserMenu': 'User menu',
    'Layout:Notifications': 'Notifications',
    'Layout:HomeLink': 'Sahm, home page',
    AnErrorOccurred: 'An error occurred',
  },
};

export type MockResourceName = keyof typeof en;

/** Every culture must translate every key the English texts have. */
export type MockLocalizationTexts = {
  [Resource in MockResourceName]: Record<keyof (typeof en)[Resource], string>;
};
