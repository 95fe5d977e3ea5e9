import type { Inventory } from '@sahm/ui';

export const inventory: Inventory = {
  name: 'Wallet',
  kind: 'screen',
  status: 'stable',
  states: ['loading', 'error', 'empty', 'partial', 'filled', 'filtered empty', 'long text'],
  a11yReviewed: '2026-11-22',
  stories: 'Portal/Screens/Wallet',
};
