import type { Meta, StoryObj } from '@storybook/react-vite';
import { Callout, Heading, Text } from '@radix-ui/themes';
import { expect, fn, userEvent, within } from 'storybook/test';
import { arabicNavItems, englishNavItems, languages } from '../../testing/sample-navigation';
import { routerNavigate } from '../../testing/story-actions';
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

const AR = { locale: 'ar', direction: 'rtl' } as const;
const EN = { locale: 'en', direction: 'ltr' } as const;
type Globals = typeof AR | typeof EN;

const TEXTS = {
  ar: {
    navbar: arabicNavbar,
    skipLink: 'انتقل إلى المحتوى',
    breadcrumb: 'مسار التنقل',
    home: 'الرئيسية',
    wallet: 'المحفظة',
    balance: (
      <>
        الرصيد المتاح: <span className="sahm-tabular-nums">12,500.00 ر.س</span>
      </>
    ),
    incomplete: 'تسجيلك غير مكتمل. أكمله لتبدأ الاستثمار.',
    incompleteStart: 'تسجيلك غير مكتمل.',
  },
  en: {
    navbar: englishNavbar,
    skipLink: 'Skip to content',
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    wallet: 'Wallet',
    balance: (
      <>
        Available balance: <span className="sahm-tabular-nums">SAR 12,500.00</span>
      </>
    ),
    incomplete: 'Your registration is incomplete. Complete it to start investing.',
    incompleteStart: 'Your registration is incomplete.',
  },
};

/** The wallet page's breadcrumb and heading, with or without the balance line. */
function walletPage(globals: Globals, { balance }: { balance: boolean }) {
  const text = TEXTS[globals.locale];
  return (
    <>
      <Breadcrumb
        label={text.breadcrumb}
        items={[{ label: text.home, href: '/' }, { label: text.wallet }]}
      />
      <Heading as="h1" mt="4">
        {text.wallet}
      </Heading>
      {balance && (
        <Text as="p" mt="2">
          {text.balance}
        </Text>
      )}
    </>
  );
}

function defaultStory(globals: Globals): Story {
  const text = TEXTS[globals.locale];
  return {
    args: {
      navbar: text.navbar,
      skipLinkLabel: text.skipLink,
      children: walletPage(globals, { balance: true }),
    },
    globals,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.tab();
      const skipLink = canvas.getByRole('link', { name: text.skipLink });
      await expect(skipLink).toHaveFocus();
      await expect(skipLink).toHaveAttribute('href', '#main-content');
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('main')).toHaveFocus();
    },
  };
}

export const DefaultArabic = defaultStory(AR);
export const DefaultEnglish = defaultStory(EN);

function withAlertsStory(globals: Globals, { balance }: { balance: boolean }): Story {
  const text = TEXTS[globals.locale];
  return {
    args: {
      navbar: text.navbar,
      skipLinkLabel: text.skipLink,
      alerts: (
        <Callout.Root color="amber" highContrast role="alert">
          <Callout.Text>{text.incomplete}</Callout.Text>
        </Callout.Root>
      ),
      children: walletPage(globals, { balance }),
    },
    globals,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('banner')).toBeVisible();
      await expect(canvas.getByRole('alert')).toHaveTextContent(text.incompleteStart);
      await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: text.skipLink })).toBeVisible();
    },
  };
}

export const WithAlertsArabic = withAlertsStory(AR, { balance: false });
export const WithAlertsEnglish = withAlertsStory(EN, { balance: true });
