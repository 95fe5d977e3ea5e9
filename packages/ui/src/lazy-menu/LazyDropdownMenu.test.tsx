import { DropdownMenu, Theme } from '@radix-ui/themes';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from '../on-demand/on-demand';
import { LazyDropdownMenu, type MenuContentModule } from './LazyDropdownMenu';

function Items({ label }: { label: string }) {
  return (
    <DropdownMenu.Content>
      <DropdownMenu.Item>{label}</DropdownMenu.Item>
    </DropdownMenu.Content>
  );
}

function renderMenu(
  loadContent = vi.fn(() =>
    Promise.resolve<MenuContentModule<{ label: string }>>({ default: Items }),
  ),
) {
  render(
    <Theme>
      <LazyDropdownMenu
        trigger={<button className="look">Language</button>}
        content={onDemand(loadContent)}
        contentProps={{ label: 'English' }}
      />
    </Theme>,
  );
  return { loadContent, trigger: () => screen.getByRole('button', { name: 'Language' }) };
}

// Lets the dynamic imports settle and React commit what they bring.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('LazyDropdownMenu', () => {
  it('renders the closed trigger as Radix would, without loading anything', () => {
    const { loadContent, trigger } = renderMenu();
    expect(trigger()).toHaveAttribute('type', 'button');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveAttribute('data-state', 'closed');
    expect(trigger()).toHaveClass('look');
    expect(loadContent).not.toHaveBeenCalled();
  });

  it.each([
    ['pointer enter', (element: HTMLElement) => fireEvent.pointerEnter(element)],
    ['focus', (element: HTMLElement) => fireEvent.focus(element)],
    ['touch start', (element: HTMLElement) => fireEvent.touchStart(element)],
  ])('preloads the menu on %s and stays closed', async (_, intent) => {
    const { loadContent, trigger } = renderMenu();
    intent(trigger());
    await settle();
    expect(loadContent).toHaveBeenCalled();
    // Radix's trigger carries an id: this is still the deferred one.
    expect(trigger()).not.toHaveAttribute('id');
  });

  it.each([
    ['another key', (element: HTMLElement) => fireEvent.keyDown(element, { key: 'a' })],
    ['a secondary button', (element: HTMLElement) => fireEvent.pointerDown(element, { button: 2 })],
    [
      'a control click',
      (element: HTMLElement) => fireEvent.pointerDown(element, { button: 0, ctrlKey: true }),
    ],
  ])('does not open on %s', async (_, gesture) => {
    const { trigger } = renderMenu();
    gesture(trigger());
    await settle();
    expect(trigger()).not.toHaveAttribute('id');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each(['Enter', ' ', 'ArrowDown'])('opens the Radix menu on %j', async (key) => {
    const { trigger } = renderMenu();
    trigger().focus();
    const keydown = fireEvent.keyDown(trigger(), { key });
    // As Radix does: no scrolling and no click from the key.
    expect(keydown).toBe(false);
    await settle();
    expect(await screen.findByRole('menuitem', { name: 'English' })).toBeInTheDocument();
  });

  it('opens the Radix menu on a primary button press', async () => {
    const { trigger } = renderMenu();
    const pointerdown = fireEvent.pointerDown(trigger(), { button: 0, pointerType: 'mouse' });
    // As Radix does: the trigger does not take focus from the opening menu.
    expect(pointerdown).toBe(false);
    await settle();
    expect(await screen.findByRole('menuitem', { name: 'English' })).toBeInTheDocument();
  });

  it('stays closed when its code cannot be fetched, and opens on the next try', async () => {
    const loadContent = vi
      .fn<() => Promise<MenuContentModule<{ label: string }>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Items });
    const { trigger } = renderMenu(loadContent);
    trigger().focus();
    fireEvent.keyDown(trigger(), { key: 'Enter' });
    await settle();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.keyDown(trigger(), { key: 'Enter' });
    await settle();
    expect(await screen.findByRole('menuitem', { name: 'English' })).toBeInTheDocument();
    expect(loadContent).toHaveBeenCalledTimes(2);
  });
});
