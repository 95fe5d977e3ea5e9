import type { Inventory } from '@sahm/ui';

export const inventory: Inventory = {
  name: 'Settings',
  kind: 'screen',
  status: 'beta',
  states: [
    'filled',
    'loading',
    'error',
    'required fields',
    'collapsing fields',
    'save success',
    'save server error',
    'busy',
    'send test email',
    'send test email validation',
    'send test email busy',
    'send test email server error',
    'long text',
    'no visible tabs',
    'send test email hidden',
    'tenant without emailing',
    'keyboard',
  ],
  a11yReviewed: '2026-11-24',
  stories: 'Portal/Screens/Admin/Settings',
};
