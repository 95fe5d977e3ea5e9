import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'Form',
  kind: 'component',
  status: 'stable',
  states: ['enter submits after debounce', 'enter in textarea adds a line'],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Form/Form',
};
