import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'Field',
  kind: 'component',
  status: 'stable',
  states: ['empty', 'filled', 'error', 'disabled', 'required', 'long label', 'hint'],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Form/Field',
};
