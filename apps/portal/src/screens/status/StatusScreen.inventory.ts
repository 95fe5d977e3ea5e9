import type { Inventory } from '@sahm/ui';

export const inventory: Inventory = {
  name: 'Status',
  kind: 'screen',
  status: 'stable',
  states: ['not found', 'forbidden'],
  a11yReviewed: '2026-11-22',
  stories: 'Portal/Screens/Status',
};
