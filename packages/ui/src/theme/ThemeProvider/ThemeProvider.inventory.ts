import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'ThemeProvider',
  kind: 'component',
  status: 'stable',
  states: ['light', 'dark'],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Theme/ThemeProvider',
};
