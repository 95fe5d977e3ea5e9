import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'AccountLayout',
  kind: 'component',
  status: 'stable',
  states: ['login', 'local login disabled', 'without tenant box'],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Layout/AccountLayout',
};
