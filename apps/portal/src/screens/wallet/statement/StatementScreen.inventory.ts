import type { Inventory } from '@sahm/ui';

export const inventory: Inventory = {
  name: 'Wallet statement',
  kind: 'screen',
  status: 'beta',
  states: ['loading', 'error', 'filled', 'period changed', 'empty', 'download', 'long text'],
  a11yReviewed: '2026-11-26',
  stories: 'Portal/Screens/Wallet statement',
};
