import type { Inventory } from '@sahm/ui';

export const inventory: Inventory = {
  name: 'Home',
  kind: 'screen',
  status: 'stable',
  states: [
    'anonymous',
    'loading',
    'error',
    'empty',
    'partial',
    'filled',
    'registration incomplete',
    'investor name',
    'investor name failed',
    'administrator keeps account name',
  ],
  a11yReviewed: '2026-11-22',
  stories: 'Portal/Screens/Home',
};
