import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'Logo',
  kind: 'component',
  status: 'stable',
  states: ['default'],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Layout/Logo',
};
