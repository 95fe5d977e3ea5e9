import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'IdleSessionDialog',
  kind: 'component',
  status: 'stable',
  states: ['one minute left', 'few seconds left', 'continue by enter', 'live countdown'],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Overlays/IdleSessionDialog',
};
