import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { arabicNavItems, englishNavItems } from '../../testing/sample-navigation';
import { routerNavigate } from '../../testing/story-actions';
import { menusClosed } from '../../testing/menus';
import { RouteMenu } from './RouteMenu';

const meta = {
  title: 'UI/Layout/RouteMenu',
  component: RouteMenu,
  parameters: {
    layout: 'padded',
    // A fragment of the navbar: the page's landmarks come from Navbar and ApplicationLayout.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
  args: { items: arabicNavItems, onNavigate: routerNavigate() },
} satisfies Meta<typeof RouteMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NestedArabic: Story = {
  args: { items: arabicNavItems, activeHref: '/wallet' },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'المحفظة' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'الرئيسية' })).not.toHaveAttribute(
      'aria-current',
    );

    canvas.getByRole('button', { name: 'الإدارة' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'إدارة الهوية' })).toHaveFocus();
    // Right to left: the submenu opens towards the left, with ArrowLeft.
    await userEvent.keyboard('{ArrowLeft}');
    const roles = await screen.findByRole('menuitem', { name: 'الأدوار' });
    await userEvent.click(roles);
    await expect(args.onNavigate).toHaveBeenCalledWith('/identity/roles', expect.anything());
    await menusClosed();
  },
};

export const NestedEnglish: Story = {
  args: { items: englishNavItems, activeHref: '/' },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const trigger = () => canvas.getByRole('button', { name: 'Administration' });
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowRight}');
    await screen.findByRole('menuitem', { name: 'Users' });
    await userEvent.keyboard('{Escape}');
    await menusClosed();
    // Looked up again: the first opening replaces the deferred trigger with Radix's.
    await expect(trigger()).toHaveFocus();

    await userEvent.click(canvas.getByRole('link', { name: 'Wallet' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/wallet', expect.anything());
  },
};

export const ActiveInSubmenuArabic: Story = {
  args: { items: arabicNavItems, activeHref: '/identity/users' },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'الإدارة' }));
    await userEvent.hover(await screen.findByRole('menuitem', { name: 'إدارة الهوية' }));
    await expect(await screen.findByRole('menuitem', { name: 'المستخدمون' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await menusClosed();
  },
};

export const ActiveInSubmenuEnglish: Story = {
  args: { items: englishNavItems, activeHref: '/identity/users' },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Administration' }));
    await userEvent.hover(await screen.findByRole('menuitem', { name: 'Identity management' }));
    await expect(await screen.findByRole('menuitem', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await menusClosed();
  },
};

export const FlatArabic: Story = {
  args: { items: arabicNavItems.slice(0, 3), activeHref: '/investment' },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const FlatEnglish: Story = {
  args: { items: englishNavItems.slice(0, 3), activeHref: '/investment' },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Investment opportunities' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Wallet' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/wallet', expect.anything());
  },
};
