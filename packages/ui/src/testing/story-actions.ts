import type { MouseEvent } from 'react';
import { fn } from 'storybook/test';

// A spy standing in for the portal's router: it keeps the story frame from leaving the story.
export const routerNavigate = () =>
  fn((_href: string, event: MouseEvent) => event.preventDefault()).mockName('onNavigate');
