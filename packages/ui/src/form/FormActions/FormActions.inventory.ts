import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'FormActions',
  kind: 'component',
  status: 'stable',
  states: ['idle', 'with start', 'busy', 'disabled', 'long text', 'narrow'],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Form/FormActions',
};
