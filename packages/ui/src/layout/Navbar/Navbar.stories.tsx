import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { arabicNavItems, englishNavItems, languages } from '../../testing/sample-navigation';
import { routerNavigate } from '../../testing/story-actions';
import { LanguageMenu } from '../LanguageMenu';
import { Logo } from '../Logo';
import { RouteMenu } from '../RouteMenu';
import { UserMenu } from '../UserMenu';
import { Navbar, type NavbarProps } from './Navbar';

const meta = {
  title: 'UI/Layout/Navbar',
  component: Navbar,
  args: {
    brandHref: '/',
    brand: null,
    menu: null,
    end: null,
    toggleLabel: '',
    navLabel: '',
    onNavigate: routerNavigate(),
  },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabic = (args: NavbarProps) => (
  <Navbar
    {...args}
    brand={<Logo label="سهم، الصفحة الرئيسية" />}
    toggleLabel="القائمة"
    navLabel="التنقل الرئيسي"
    menu={<RouteMenu items={arabicNavItems} activeHref="/" onNavigate={args.onNavigate} />}
    end={
      <>
        <LanguageMenu currentLanguage="ar" languages={languages} onSelect={fn()} label="اللغة" />
        <UserMenu
          status="authenticated"
          userName="أحمد الحربي"
          tenantName="شركة سهم المالية"
          myAccountLabel="حسابي"
          logoutLabel="تسجيل الخروج"
          menuLabel="قائمة المستخدم"
          onMyAccount={fn()}
          onLogout={fn()}
        />
      </>
    }
  />
);

const english = (args: NavbarProps) => (
  <Navbar
    {...args}
    brand={<Logo label="Sahm, home" />}
    toggleLabel="Menu"
    navLabel="Main navigation"
    menu={<RouteMenu items={englishNavItems} activeHref="/" onNavigate={args.onNavigate} />}
    end={
      <>
        <LanguageMenu currentLanguage="en" languages={languages} onSelect={fn()} label="Language" />
        <UserMenu status="anonymous" loginLabel="Log in" onLogin={fn()} />
      </>
    }
  />
);

export const WideArabic: Story = {
  args: { layout: 'wide' },
  globals: { locale: 'ar', direction: 'rtl' },
  render: arabic,
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'التنقل الرئيسي' });
    await expect(within(nav).queryByRole('button', { name: 'القائمة' })).not.toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: 'المحفظة' })).toBeVisible();
    await userEvent.click(within(nav).getByRole('link', { name: 'سهم، الصفحة الرئيسية' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/', expect.anything());
  },
};

export const WideEnglish: Story = {
  args: { layout: 'wide' },
  globals: { locale: 'en', direction: 'ltr' },
  render: english,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await expect(within(nav).getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};

export const CollapsedArabic: Story = {
  args: { layout: 'narrow' },
  globals: { locale: 'ar', direction: 'rtl' },
  render: arabic,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'القائمة' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Hidden content has no accessible name, so it is found by its address.
    const walletLink = canvasElement.querySelector('a[href="/wallet"]');
    await expect(walletLink).not.toBeVisible();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = canvasElement.ownerDocument.getElementById(
      toggle.getAttribute('aria-controls') ?? '',
    );
    // Visibility flips on the first animation frame, hence the find rather than a get.
    const wallet = await canvas.findByRole('link', { name: 'المحفظة' });
    await expect(region).toContainElement(wallet);
    await expect(wallet).toBeVisible();

    // Following a link closes the menu again.
    await userEvent.click(wallet);
    await expect(args.onNavigate).toHaveBeenCalledWith('/wallet', expect.anything());
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(walletLink).not.toBeVisible());
  },
};

export const CollapsedEnglish: Story = {
  args: { layout: 'narrow' },
  globals: { locale: 'en', direction: 'ltr' },
  render: english,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible());
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ExpandedOnNarrowScreenArabic: Story = {
  args: { layout: 'narrow' },
  globals: { locale: 'ar', direction: 'rtl' },
  render: arabic,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'القائمة' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /قائمة المستخدم/ })).toBeVisible(),
    );
  },
};

export const ExpandedOnNarrowScreenEnglish: Story = {
  args: { layout: 'narrow' },
  globals: { locale: 'en', direction: 'ltr' },
  render: english,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Wallet' })).toBeVisible();
  },
};
