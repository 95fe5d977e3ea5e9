import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'SelectInput',
  kind: 'component',
  status: 'stable',
  states: [
    'idle',
    'filled',
    'error',
    'disabled',
    'long value',
    'key before load',
    'type ahead before load',
  ],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Form/SelectInput',
};
