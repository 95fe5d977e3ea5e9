import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'Pager',
  kind: 'component',
  status: 'beta',
  states: ['many pages', 'last page', 'one page', 'without range'],
  a11yReviewed: '2026-11-24',
  stories: 'UI/Data/Pager',
};
