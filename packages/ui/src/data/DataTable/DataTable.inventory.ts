import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'DataTable',
  kind: 'component',
  status: 'beta',
  states: [
    'filled',
    'sorting cycle',
    'sorting by keyboard',
    'row actions',
    'loading',
    'empty',
    'error with retry',
    'busy',
    'long text',
    'narrow',
  ],
  a11yReviewed: '2026-11-24',
  stories: 'UI/Data/DataTable',
};
