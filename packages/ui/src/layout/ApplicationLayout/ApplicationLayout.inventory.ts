import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'ApplicationLayout',
  kind: 'component',
  status: 'stable',
  states: ['default', 'with alerts'],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Layout/ApplicationLayout',
};
