import type { Inventory } from '@sahm/ui';

export const inventory: Inventory = [
  {
    name: 'Investment',
    kind: 'screen',
    status: 'stable',
    states: [
      'signed out',
      'loading',
      'error',
      'empty',
      'partial',
      'filled',
      'sort and page',
      'long text',
    ],
    a11yReviewed: '2026-11-22',
    stories: 'Portal/Screens/Investment',
  },
  {
    name: 'Opportunity',
    kind: 'screen',
    status: 'stable',
    states: [
      'signed out',
      'loading',
      'error',
      'not found',
      'empty',
      'partial',
      'filled',
      'upcoming',
      'busy',
      'validation',
      'server validation',
      'long text',
    ],
    a11yReviewed: '2026-11-22',
    stories: 'Portal/Screens/Opportunity',
  },
];
