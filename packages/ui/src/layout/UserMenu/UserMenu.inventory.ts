import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'UserMenu',
  kind: 'component',
  status: 'stable',
  states: ['anonymous', 'authenticated', 'with tenant', 'long user name'],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Layout/UserMenu',
};
