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
    'long text',
    'no visible tabs',
  ],
  a11yReviewed: '2026-11-24',
  stories: 'Portal/Screens/Admin/Settings',
};
