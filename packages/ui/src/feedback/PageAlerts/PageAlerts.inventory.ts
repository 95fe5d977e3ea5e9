import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'PageAlerts',
  kind: 'component',
  status: 'stable',
  states: ['all types', 'not dismissible', 'long message', 'empty'],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Feedback/PageAlerts',
};
