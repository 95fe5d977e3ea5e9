import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'CheckboxInput',
  kind: 'component',
  status: 'stable',
  states: ['idle', 'filled', 'error', 'disabled', 'long label', 'keyboard'],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Form/CheckboxInput',
};
