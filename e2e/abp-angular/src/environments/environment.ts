import { sandboxEnvironment } from './sandbox-environment';

// The fixture's own ports (playwright.abp-angular.config.ts): never the portal's 4200 or 44320.
export const environment = sandboxEnvironment('http://localhost:4300', 'http://localhost:44330');
