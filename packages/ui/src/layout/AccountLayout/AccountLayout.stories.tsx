import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { expect, fn, userEvent, within } from 'storybook/test';
import { languages } from '../../testing/sample-navigation';
import { routerNavigate } from '../../testing/story-actions';
import { LanguageMenu } from '../LanguageMenu';
import { Logo } from '../Logo';
import { Navbar } from '../Navbar';
import { RouteMenu } from '../RouteMenu';
import { TenantBox } from '../TenantBox';
import { UserMenu } from '../UserMenu';
import { AccountLayout } from './AccountLayout';

const arabicNavbar = (
  <Navbar
    layout="wide"
    brand={<Logo label="سهم، الصفحة الرئيسية" />}
    brandHref="/"
    onNavigate={routerNavigate()}
    toggleLabel="القائمة"
    navLabel="التنقل الرئيسي"
    menu={
      <RouteMenu
        items={[{ id: 'home', label: 'الرئيسية', href: '/' }]}
        onNavigate={routerNavigate()}
      />
    }
    end={
      <>
        <LanguageMenu currentLanguage="ar" languages={languages} onSelect={fn()} label="اللغة" />
        <UserMenu status="anonymous" loginLabel="تسجيل الدخول" onLogin={fn()} />
      </>
    }
  />
);

const englishNavbar = (
  <Navbar
    layout="wide"
    brand={<Logo label="Sahm, home" />}
    brandHref="/"
    onNavigate={routerNavigate()}
    toggleLabel="Menu"
    navLabel="Main navigation"
    menu={
      <RouteMenu items={[{ id: 'home', label: 'Home', href: '/' }]} onNavigate={routerNavigate()} />
    }
    end={
      <>
        <LanguageMenu currentLanguage="en" languages={languages} onSelect={fn()} label="Language" />
        <UserMenu status="anonymous" loginLabel="Log in" onLogin={fn()} />
      </>
    }
  />
);

function LoginCard({ arabic }: { arabic: boolean }) {
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h1" size="6">
          {arabic ? 'تسجيل الدخول' : 'Login'}
        </Heading>
        <Text as="label" htmlFor="user" size="2" weight="medium">
          {arabic ? 'اسم المستخدم أو البريد الإلكتروني' : 'User name or email address'}
        </Text>
        <TextField.Root id="user" />
        <Button highContrast>{arabic ? 'دخول' : 'Log in'}</Button>
      </Flex>
    </Card>
  );
}

const arabicTenantBox = (
  <TenantBox
    visible
    label="الجهة"
    tenantName="سهم المالية"
    notSelectedLabel="غير محددة"
    switchLabel="تبديل"
    dialog={{
      title: 'تبديل الجهة',
      nameLabel: 'اسم الجهة',
      hint: 'اترك الحقل فارغاً للتبديل إلى الجهة المضيفة.',
      cancelLabel: 'إلغاء',
      saveLabel: 'حفظ',
      closeLabel: 'إغلاق',
      onSave: fn(async () => {}),
    }}
  />
);

const englishTenantBox = (
  <TenantBox
    visible
    label="Tenant"
    tenantName="Sahm Capital"
    notSelectedLabel="Not selected"
    switchLabel="Switch"
    dialog={{
      title: 'Switch tenant',
      nameLabel: 'Tenant name',
      hint: 'Leave the name empty to switch to the host.',
      cancelLabel: 'Cancel',
      saveLabel: 'Save',
      closeLabel: 'Close',
      onSave: fn(async () => {}),
    }}
  />
);

const meta = {
  title: 'UI/Layout/AccountLayout',
  component: AccountLayout,
} satisfies Meta<typeof AccountLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginArabic: Story = {
  args: {
    navbar: arabicNavbar,
    skipLinkLabel: 'انتقل إلى المحتوى',
    tenantBox: arabicTenantBox,
    children: <LoginCard arabic />,
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    const main = canvas.getByRole('main');
    // The tenant box comes before the login content, inside the main area.
    const tenant = within(main).getByText('سهم المالية');
    const heading = within(main).getByRole('heading', { name: 'تسجيل الدخول' });
    await expect(
      tenant.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(main).toHaveFocus();
  },
};

export const LoginEnglish: Story = {
  args: {
    navbar: englishNavbar,
    skipLinkLabel: 'Skip to content',
    tenantBox: englishTenantBox,
    children: <LoginCard arabic={false} />,
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    const main = canvas.getByRole('main');
    // The tenant box comes before the login content, inside the main area.
    const tenant = within(main).getByText('Sahm Capital');
    const heading = within(main).getByRole('heading', { name: 'Login' });
    await expect(
      tenant.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    // The skip link, first in the tab order, moves focus to the main area.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(main).toHaveFocus();
  },
};

export const LocalLoginDisabledEnglish: Story = {
  args: {
    navbar: englishNavbar,
    skipLinkLabel: 'Skip to content',
    localLoginDisabledWarning: {
      title: 'Invalid login request',
      message: 'There are no login schemes configured for this client.',
    },
    children: null,
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Invalid login request');
    await expect(alert).toHaveTextContent('There are no login schemes configured for this client.');
    // Multi-tenancy off: no tenant box.
    await expect(canvas.queryByRole('button', { name: 'Switch' })).not.toBeInTheDocument();
  },
};

export const WithoutTenantBoxArabic: Story = {
  args: {
    navbar: arabicNavbar,
    skipLinkLabel: 'انتقل إلى المحتوى',
    children: <LoginCard arabic />,
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(within(main).getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
    await expect(within(main).queryByText('الجهة')).not.toBeInTheDocument();
  },
};

export const WithoutTenantBoxEnglish: Story = {
  args: {
    navbar: englishNavbar,
    skipLinkLabel: 'Skip to content',
    children: <LoginCard arabic={false} />,
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(within(main).getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(within(main).queryByText('Tenant')).not.toBeInTheDocument();
  },
};

export const LocalLoginDisabledArabic: Story = {
  args: {
    navbar: arabicNavbar,
    skipLinkLabel: 'انتقل إلى المحتوى',
    tenantBox: arabicTenantBox,
    localLoginDisabledWarning: {
      title: 'طلب تسجيل دخول غير صالح',
      message: 'لا توجد طرق تسجيل دخول مهيأة لهذا التطبيق.',
    },
    children: null,
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'طلب تسجيل دخول غير صالح',
    );
  },
};
