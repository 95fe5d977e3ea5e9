import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'LazySelect',
  kind: 'component',
  status: 'beta',
  states: ['idle', 'filled', 'disabled', 'long value'],
  a11yReviewed: '2026-11-25',
  stories: 'UI/Form/LazySelect',
};
