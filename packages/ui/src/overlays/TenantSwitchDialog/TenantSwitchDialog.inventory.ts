import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'TenantSwitchDialog',
  kind: 'component',
  status: 'stable',
  states: ['unchanged', 'changed', 'cleared', 'saving', 'failed'],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Overlays/TenantSwitchDialog',
};
