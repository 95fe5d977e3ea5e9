import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'Tabs',
  kind: 'component',
  status: 'beta',
  states: ['filled', 'many tabs', 'long text', 'disabled tab', 'keyboard'],
  a11yReviewed: '2026-11-25',
  stories: 'UI/Layout/Tabs',
};
