import type { Inventory } from '@sahm/ui';

export const inventory: Inventory = {
  name: 'Wallet chart card',
  kind: 'component',
  status: 'stable',
  states: ['chart unavailable'],
  a11yReviewed: '2026-12-07',
  stories: 'Portal/Screens/Wallet/ChartLoadBoundary',
};
