import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { languages } from '../../testing/sample-navigation';
import { menusClosed } from '../../testing/menus';
import { LanguageMenu } from './LanguageMenu';

const severalLanguages = [
  ...languages,
  { cultureName: 'fr', displayName: 'Français' },
  { cultureName: 'tr', displayName: 'Türkçe' },
];

const meta = {
  title: 'UI/Layout/LanguageMenu',
  component: LanguageMenu,
  parameters: {
    layout: 'centered',
    // A fragment of the navbar: the page's landmarks come from Navbar and ApplicationLayout.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
  args: { onSelect: fn(), languages },
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneOtherArabic: Story = {
  args: { currentLanguage: 'ar', label: 'اللغة' },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'اللغة' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent('English');
    await expect(items[0]).toHaveAttribute('lang', 'en');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('en');
    await menusClosed();
  },
};

export const OneOtherEnglish: Story = {
  args: { currentLanguage: 'en', label: 'Language' },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language' }));
    const item = await screen.findByRole('menuitem', { name: 'العربية' });
    await expect(item).toHaveAttribute('lang', 'ar');
    await userEvent.click(item);
    await expect(args.onSelect).toHaveBeenCalledWith('ar');
    await menusClosed();
  },
};

export const SeveralArabic: Story = {
  args: { currentLanguage: 'ar', label: 'اللغة', languages: severalLanguages },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    const trigger = () => within(canvasElement).getByRole('button', { name: 'اللغة' });
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.lang),
    ).toEqual(['en', 'fr', 'tr']);
    await userEvent.keyboard('{Escape}');
    await menusClosed();
    // Looked up again: the first opening replaces the deferred trigger with Radix's.
    await expect(trigger()).toHaveFocus();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const SeveralEnglish: Story = {
  args: { currentLanguage: 'en', label: 'Language', languages: severalLanguages },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Language' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('tr');
    await menusClosed();
  },
};

/**
 * The closed trigger is LanguageMenu's own (Radix's menu module is loaded on intent); a key Radix
 * opens on must still open the menu with focus on the first item, as Radix places it.
 */
const openedFromTheKeyboard =
  (label: string, key: string, firstItem: string): Story['play'] =>
  async ({ canvasElement, args }) => {
    // `hidden`: the open menu hides the rest of the page from the accessibility tree.
    const trigger = () => within(canvasElement).getByRole('button', { name: label, hidden: true });
    await expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    // Radix's own trigger carries an id: this one is still the deferred trigger.
    await expect(trigger()).not.toHaveAttribute('id');
    trigger().focus();
    await userEvent.keyboard(key);
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: firstItem })).toHaveFocus(),
    );
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await menusClosed();
    await expect(trigger()).toHaveFocus();
    await expect(args.onSelect).not.toHaveBeenCalled();
  };

export const OpenedFromTheKeyboardArabic: Story = {
  args: { currentLanguage: 'ar', label: 'اللغة', languages: severalLanguages },
  globals: { locale: 'ar', direction: 'rtl' },
  play: openedFromTheKeyboard('اللغة', '[Space]', 'English'),
};

export const OpenedFromTheKeyboardEnglish: Story = {
  args: { currentLanguage: 'en', label: 'Language', languages: severalLanguages },
  globals: { locale: 'en', direction: 'ltr' },
  play: openedFromTheKeyboard('Language', '{ArrowDown}', 'العربية'),
};

export const OnlyTheCurrentLanguageArabic: Story = {
  args: {
    currentLanguage: 'ar',
    label: 'اللغة',
    languages: [{ cultureName: 'ar', displayName: 'العربية' }],
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const OnlyTheCurrentLanguageEnglish: Story = {
  args: {
    currentLanguage: 'en',
    label: 'Language',
    languages: [{ cultureName: 'en', displayName: 'English' }],
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    // Nothing to switch to: no menu button.
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};
