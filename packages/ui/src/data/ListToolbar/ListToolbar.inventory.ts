import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'ListToolbar',
  kind: 'component',
  status: 'beta',
  states: ['search', 'hidden label', 'disabled action', 'long labels'],
  a11yReviewed: '2026-11-24',
  stories: 'UI/Data/ListToolbar',
};
