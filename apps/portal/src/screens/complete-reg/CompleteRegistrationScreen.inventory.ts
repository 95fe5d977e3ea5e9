import type { Inventory } from '@sahm/ui';

export const inventory: Inventory = {
  name: 'CompleteRegistration',
  kind: 'screen',
  status: 'stable',
  states: [
    'loading',
    'load error',
    'validation',
    'busy',
    'resume from draft',
    'long text',
    'narrow',
  ],
  a11yReviewed: '2026-11-22',
  stories: 'Portal/Screens/CompleteRegistration',
};
