import { expect, screen, waitFor } from 'storybook/test';

// Menus animate out and keep the page aria-hidden until they leave the DOM; axe runs after play.
export const menusClosed = () =>
  waitFor(() => expect(screen.queryAllByRole('menu')).toHaveLength(0));
