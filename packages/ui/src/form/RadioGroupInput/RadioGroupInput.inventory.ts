import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'RadioGroupInput',
  kind: 'component',
  status: 'stable',
  states: ['idle', 'filled', 'error', 'disabled', 'long label', 'horizontal'],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Form/RadioGroupInput',
};
