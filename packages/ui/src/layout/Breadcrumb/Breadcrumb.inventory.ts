import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'Breadcrumb',
  kind: 'component',
  status: 'stable',
  states: ['default', 'single item'],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Layout/Breadcrumb',
};
