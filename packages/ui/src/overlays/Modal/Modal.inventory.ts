import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'Modal',
  kind: 'component',
  status: 'stable',
  states: ['idle', 'busy', 'dirty asking', 'dirty suppressed', 'long body'],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Overlays/Modal',
};
