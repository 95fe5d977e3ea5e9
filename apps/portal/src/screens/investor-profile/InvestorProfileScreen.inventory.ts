import type { Inventory } from '@sahm/ui';

export const inventory: Inventory = {
  name: 'InvestorProfile',
  kind: 'screen',
  status: 'stable',
  states: [
    'loading',
    'error',
    'empty',
    'partial',
    'filled',
    'editing',
    'dirty close',
    'busy save',
    'validation error',
    'general info validation',
    'network error keeps typed',
    'risk edit saves',
    'long text',
    'narrow',
    'email verification idle',
    'email verification sent',
    'email verification failed',
    'email verified',
  ],
  a11yReviewed: '2026-11-22',
  stories: 'Portal/Screens/InvestorProfile',
};
