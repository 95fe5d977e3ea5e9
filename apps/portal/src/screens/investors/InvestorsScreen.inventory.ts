import type { Inventory } from '@sahm/ui';

export const inventory: Inventory = {
  name: 'Investors',
  kind: 'screen',
  status: 'beta',
  states: [
    'filled',
    'loading',
    'empty',
    'error',
    'long text',
    'paging',
    'busy paging',
    'sorting',
    'filtered no match',
  ],
  a11yReviewed: '2026-11-28',
  stories: 'Portal/Screens/Investors',
};
