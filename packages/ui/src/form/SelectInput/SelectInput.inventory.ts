import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'SelectInput',
  kind: 'component',
  status: 'stable',
  states: ['idle', 'filled', 'error', 'disabled', 'long value', 'list filter'],
  a11yReviewed: '2026-11-25',
  stories: 'UI/Form/SelectInput',
};
