import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'LoadingOverlay',
  kind: 'component',
  status: 'stable',
  states: ['visible', 'hidden'],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Feedback/LoadingOverlay',
};
