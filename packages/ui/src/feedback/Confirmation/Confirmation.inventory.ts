import type { Inventory } from '../../inventory';

export const inventory: Inventory = [
  {
    name: 'Confirmation',
    kind: 'component',
    status: 'stable',
    states: [
      'question',
      'info',
      'success',
      'warning',
      'error',
      'not dismissible',
      'no buttons',
      'long text',
    ],
    a11yReviewed: '2026-11-22',
    stories: 'UI/Feedback/Confirmation',
  },
  {
    name: 'ConfirmationHost',
    kind: 'component',
    status: 'stable',
    states: ['queued', 'options'],
    a11yReviewed: '2026-11-22',
    stories: 'UI/Feedback/ConfirmationHost',
  },
];
