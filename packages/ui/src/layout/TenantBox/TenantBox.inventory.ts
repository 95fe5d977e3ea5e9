import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'TenantBox',
  kind: 'component',
  status: 'stable',
  states: ['selected', 'not selected', 'hidden'],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Layout/TenantBox',
};
