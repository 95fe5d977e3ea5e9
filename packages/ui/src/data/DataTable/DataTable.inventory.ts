import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'DataTable',
  kind: 'component',
  status: 'beta',
  states: [
    'filled',
    'sorting cycle',
    'sorting by keyboard',
    'sorted ascending',
    'sorted descending',
    'row actions',
    'loading',
    'empty',
    'error with retry',
    'busy',
    'long text',
    'narrow',
    'forced cards',
  ],
  a11yReviewed: '2026-11-24',
  stories: 'UI/Data/DataTable',
};
