import type { Inventory } from '../../inventory';

export const inventory: Inventory = {
  name: 'Navbar',
  kind: 'component',
  status: 'stable',
  states: ['wide', 'collapsed', 'expanded on narrow screen'],
  a11yReviewed: '2026-11-22',
  stories: 'UI/Layout/Navbar',
};
