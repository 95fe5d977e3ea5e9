import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'LanguageMenu',
  kind: 'component',
  status: 'stable',
  states: ['one other', 'several', 'only the current language', 'opened from the keyboard'],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Layout/LanguageMenu',
};
