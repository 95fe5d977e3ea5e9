import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'ErrorScreen',
  kind: 'component',
  status: 'stable',
  states: [
    'not found',
    'network error',
    'long details',
    'markup shown as text',
    'not dismissible',
    'custom screen',
  ],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Overlays/ErrorScreen',
};
