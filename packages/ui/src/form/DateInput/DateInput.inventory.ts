import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'DateInput',
  kind: 'component',
  status: 'beta',
  states: [
    'typed gregorian to hijri',
    'picker hijri',
    'picker gregorian minimum',
    'picker hijri minimum',
    'culture pattern',
    'error',
    'disabled',
  ],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Form/DateInput',
};
