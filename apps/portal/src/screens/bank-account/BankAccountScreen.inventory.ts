import type { Inventory } from '@sahm/ui';

export const inventory: Inventory = {
  name: 'BankAccounts',
  kind: 'screen',
  status: 'stable',
  states: [
    'loading',
    'error',
    'empty',
    'partial',
    'filled',
    'busy',
    'validation',
    'server validation',
    'long text',
  ],
  a11yReviewed: '2026-11-22',
  stories: 'Portal/Screens/BankAccounts',
};
