import type { Meta, StoryObj } from '@storybook/react-vite';
import { Callout, Heading, Text } from '@radix-ui/themes';
import { expect, fn, userEvent, within } from 'storybook/test';
import { arabicNavItems, englishNavItems, languages } from '../../testing/sampleNavigation';
import { routerNavigate } from '../../testing/storyActions';
import { Breadcrumb } from '../Breadcrumb';
import { LanguageMenu } from '../LanguageMenu';
import { Logo } from '../Logo';
import { Navbar } from '../Navbar';
import { RouteMenu } from '../RouteMenu';
import { UserMenu } from '../UserMenu';
import { ApplicationLayout } from './ApplicationLayout';

const arabicNavbar = (
  <Navbar
    brand={<Logo label="سهم، الصفحة الرئيسية" />}
    brandHref="/"
    onNavigate={routerNavigate()}
    toggleLabel="القائمة"
    navLabel="التنقل الرئيسي"
    menu={<RouteMenu items={arabicNavItems} activeHref="/wallet" onNavigate={routerNavigate()} />}
    end={
      <>
        <LanguageMenu currentLanguage="ar" languages={languages} onSelect={fn()} label="اللغة" />
        <UserMenu
          status="authenticated"
          userName="أحمد الحربي"
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

const englishNavbar = (
  <Navbar
    brand={<Logo label="Sahm, home" />}
    brandHref="/"
    onNavigate={routerNavigate()}
    toggleLabel="Menu"
    navLabel="Main navigation"
    menu={<RouteMenu items={englishNavItems} activeHref="/wallet" onNavigate={routerNavigate()} />}
    end={
      <>
        <LanguageMenu currentLanguage="en" languages={languages} onSelect={fn()} label="Language" />
        <UserMenu status="anonymous" loginLabel="Log in" onLogin={fn()} />
      </>
    }
  />
);

const meta = {
  title: 'UI/Layout/ApplicationLayout',
  component: ApplicationLayout,
} satisfies Meta<typeof ApplicationLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultArabic: Story = {
  args: {
    navbar: arabicNavbar,
    skipLinkLabel: 'انتقل إلى المحتوى',
    children: (
      <>
        <Breadcrumb
          label="مسار التنقل"
          items={[{ label: 'الرئيسية', href: '/' }, { label: 'المحفظة' }]}
        />
        <Heading as="h1" mt="4">
          المحفظة
        </Heading>
        <Text as="p" mt="2">
          الرصيد المتاح: <span className="sahm-tabular-nums">12,500.00 ر.س</span>
        </Text>
      </>
    ),
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: 'انتقل إلى المحتوى' });
    await expect(skipLink).toHaveFocus();
    await expect(skipLink).toHaveAttribute('href', '#main-content');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const DefaultEnglish: Story = {
  args: {
    navbar: englishNavbar,
    skipLinkLabel: 'Skip to content',
    children: (
      <>
        <Breadcrumb
          label="Breadcrumb"
          items={[{ label: 'Home', href: '/' }, { label: 'Wallet' }]}
        />
        <Heading as="h1" mt="4">
          Wallet
        </Heading>
        <Text as="p" mt="2">
          Available balance: <span className="sahm-tabular-nums">SAR 12,500.00</span>
        </Text>
      </>
    ),
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toHaveFocus();
    await expect(skipLink).toHaveAttribute('href', '#main-content');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const WithAlertsArabic: Story = {
  args: {
    navbar: arabicNavbar,
    skipLinkLabel: 'انتقل إلى المحتوى',
    alerts: (
      <Callout.Root color="amber" highContrast role="alert">
        <Callout.Text>تسجيلك غير مكتمل. أكمله لتبدأ الاستثمار.</Callout.Text>
      </Callout.Root>
    ),
    children: (
      <>
        <Breadcrumb
          label="مسار التنقل"
          items={[{ label: 'الرئيسية', href: '/' }, { label: 'المحفظة' }]}
        />
        <Heading as="h1" mt="4">
          المحفظة
        </Heading>
      </>
    ),
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('تسجيلك غير مكتمل.');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'انتقل إلى المحتوى' })).toBeVisible();
  },
};

export const WithAlertsEnglish: Story = {
  args: {
    navbar: englishNavbar,
    skipLinkLabel: 'Skip to content',
    alerts: (
      <Callout.Root color="amber" highContrast role="alert">
        <Callout.Text>
          Your registration is incomplete. Complete it to start investing.
        </Callout.Text>
      </Callout.Root>
    ),
    children: (
      <>
        <Breadcrumb
          label="Breadcrumb"
          items={[{ label: 'Home', href: '/' }, { label: 'Wallet' }]}
        />
        <Heading as="h1" mt="4">
          Wallet
        </Heading>
        <Text as="p" mt="2">
          Available balance: <span className="sahm-tabular-nums">SAR 12,500.00</span>
        </Text>
      </>
    ),
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your registration is incomplete.');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toBeVisible();
  },
};
