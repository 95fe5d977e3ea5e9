import type { Inventory } from '@sahm/ui';

export const inventory: Inventory = {
  name: 'Wallet',
  kind: 'screen',
  status: 'stable',
  states: ['loading', 'error', 'empty', 'filled', 'partial no transfers', 'long text'],
  a11yReviewed: '2026-11-22',
  stories: 'Portal/Screens/Wallet',
};
