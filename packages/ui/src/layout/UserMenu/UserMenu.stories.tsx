import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { menusClosed } from '../../testing/menus';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'UI/Layout/UserMenu',
  component: UserMenu,
  parameters: {
    layout: 'centered',
    // A fragment of the navbar: the page's landmarks come from Navbar and ApplicationLayout.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabicAuthenticated = {
  status: 'authenticated',
  userName: 'أحمد الحربي',
  myAccountLabel: 'حسابي',
  logoutLabel: 'تسجيل الخروج',
  menuLabel: 'قائمة المستخدم',
  onMyAccount: fn(),
  onLogout: fn(),
} as const;

const englishAuthenticated = {
  status: 'authenticated',
  userName: 'Ahmed Alharbi',
  myAccountLabel: 'My account',
  logoutLabel: 'Log out',
  menuLabel: 'User menu',
  onMyAccount: fn(),
  onLogout: fn(),
} as const;

export const AnonymousArabic: Story = {
  args: { status: 'anonymous', loginLabel: 'تسجيل الدخول', onLogin: fn() },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'تسجيل الدخول' }));
    if (args.status === 'anonymous') await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const AnonymousEnglish: Story = {
  args: { status: 'anonymous', loginLabel: 'Log in', onLogin: fn() },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Log in' }).focus();
    await userEvent.keyboard('{Enter}');
    if (args.status === 'anonymous') await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const AuthenticatedArabic: Story = {
  args: arabicAuthenticated,
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /قائمة المستخدم/ });
    await expect(trigger).toHaveTextContent('أحمد الحربي');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'حسابي' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    if (args.status === 'authenticated') {
      await expect(args.onLogout).toHaveBeenCalledOnce();
      await expect(args.onMyAccount).not.toHaveBeenCalled();
    }
    await menusClosed();
  },
};

export const AuthenticatedEnglish: Story = {
  args: englishAuthenticated,
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement, args }) => {
    const trigger = () => within(canvasElement).getByRole('button', { name: /User menu/ });
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await menusClosed();
    // Looked up again: the first opening replaces the deferred trigger with Radix's.
    await expect(trigger()).toHaveFocus();

    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'My account' }));
    if (args.status === 'authenticated') await expect(args.onMyAccount).toHaveBeenCalledOnce();
    await menusClosed();
  },
};

export const WithTenantArabic: Story = {
  args: { ...arabicAuthenticated, tenantName: 'شركة سهم المالية' },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /قائمة المستخدم/ });
    await expect(trigger).toHaveAccessibleName('قائمة المستخدم شركة سهم المالية أحمد الحربي');
  },
};

export const WithTenantEnglish: Story = {
  args: { ...englishAuthenticated, tenantName: 'Sahm Capital' },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /User menu/ });
    await expect(trigger).toHaveAccessibleName('User menu Sahm Capital Ahmed Alharbi');
  },
};

export const LongUserNameArabic: Story = {
  args: {
    ...arabicAuthenticated,
    userName: 'عبدالرحمن بن عبدالعزيز بن محمد آل عبداللطيف',
    tenantName: 'شركة سهم المالية',
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /قائمة المستخدم/ });
    // The name is cut visually but read out whole.
    await expect(trigger).toHaveAccessibleName(/عبدالرحمن بن عبدالعزيز بن محمد آل عبداللطيف/);
  },
};

export const LongUserNameEnglish: Story = {
  args: {
    ...englishAuthenticated,
    userName: 'Abdulrahman bin Abdulaziz bin Mohammed Al-Abdullatif',
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /User menu/ });
    await expect(trigger).toHaveAccessibleName(
      /Abdulrahman bin Abdulaziz bin Mohammed Al-Abdullatif/,
    );
  },
};
