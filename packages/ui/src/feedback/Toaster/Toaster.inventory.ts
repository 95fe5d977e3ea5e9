import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'Toaster',
  kind: 'component',
  status: 'stable',
  states: [
    'severities',
    'with title',
    'closable',
    'sticky not closable',
    'cleared',
    'tap to dismiss',
    'no tap to dismiss',
    'default life',
    'custom life',
    'containers',
  ],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Feedback/Toaster',
};
