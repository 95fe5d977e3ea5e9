import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'RouteMenu',
  kind: 'component',
  status: 'stable',
  states: ['nested', 'active in submenu', 'flat'],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Layout/RouteMenu',
};
