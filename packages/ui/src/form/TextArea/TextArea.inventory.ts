import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'TextArea',
  kind: 'component',
  status: 'stable',
  states: ['idle', 'filled', 'error', 'disabled', 'read only', 'long value'],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Form/TextArea',
};
