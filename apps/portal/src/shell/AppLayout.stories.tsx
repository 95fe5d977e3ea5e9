import type { ReactNode } from 'react';
import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Heading } from '@radix-ui/themes';
import { usePageAlerts, type PageAlertOptions } from '@sahm/platform';
import {
  platformStoryHandlers,
  storyAuth,
  withPortalPlatform,
  type PortalStoryParameters,
} from '../testing/story-platform';
import { AppLayout } from './AppLayout';

const AR = { locale: 'ar', direction: 'rtl' } as const;
const EN = { locale: 'en', direction: 'ltr' } as const;

/** A page that shows `alerts` through the platform's service, as any screen may (top one first). */
function PageShowingAlerts({ alerts, heading }: { alerts: PageAlertOptions[]; heading: string }) {
  const { show } = usePageAlerts();
  useEffect(() => {
    // Newest first, so the last shown is the top one; ids make a second run replace, not add.
    [...alerts].reverse().forEach((alert) => show(alert));
  }, [alerts, show]);
  return <Heading as="h1">{heading}</Heading>;
}

/** The application layout around one page at `/wallet`, as the portal's route table nests it. */
const layoutAround =
  (page: ReactNode): PortalStoryParameters['routes'] =>
  (layout) => [
    {
      element: layout,
      children: [{ path: '/wallet', element: page, handle: { breadcrumb: '::Menu:Wallet' } }],
    },
  ];

const portal = (page: ReactNode): { portal: PortalStoryParameters } => ({
  portal: { userId: null, auth: storyAuth(false), path: '/wallet', routes: layoutAround(page) },
});

const meta = {
  title: 'Portal/Shell/AppLayout',
  component: AppLayout,
  decorators: [withPortalPlatform],
  parameters: { layout: 'fullscreen', msw: { handlers: platformStoryHandlers } },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = async (canvasElement: HTMLElement, heading: string) => {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 }),
  ).toBeVisible();
  return canvas;
};

// ── No alerts: no alert area at all ───────────────────────────────────────

export const NoAlertsArabic: Story = {
  globals: AR,
  parameters: portal(<PageShowingAlerts alerts={[]} heading="المحفظة" />),
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement, 'المحفظة');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'إخفاء التنبيه' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('.sahm-app-layout__alerts')).toBeNull();
  },
};

export const NoAlertsEnglish: Story = {
  globals: EN,
  parameters: portal(<PageShowingAlerts alerts={[]} heading="Wallet" />),
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement, 'Wallet');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('.sahm-app-layout__alerts')).toBeNull();
  },
};

// ── Information, warning and error; dismissed with the keyboard ───────────

/** The welcome is a text key with a parameter: the layout localizes it as ABP's container does. */
const alertTypes = (texts: { warningTitle: string; warning: string; error: string }) =>
  [
    { id: 'welcome', type: 'info', message: '::Home:SignedInTitle', messageParams: ['Ahmed'] },
    { id: 'registration', type: 'warning', title: texts.warningTitle, message: texts.warning },
    { id: 'wallet', type: 'error', message: texts.error },
  ] satisfies PageAlertOptions[];

const ARABIC_TYPES = alertTypes({
  warningTitle: 'التسجيل غير مكتمل',
  warning: 'أكمل تسجيلك لتبدأ الاستثمار.',
  error: 'تعذّر تحميل بيانات المحفظة.',
});

const ENGLISH_TYPES = alertTypes({
  warningTitle: 'Registration incomplete',
  warning: 'Complete your registration to start investing.',
  error: 'The wallet details could not be loaded.',
});

export const AlertTypesArabic: Story = {
  globals: AR,
  parameters: portal(<PageShowingAlerts alerts={ARABIC_TYPES} heading="المحفظة" />),
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement, 'المحفظة');
    // Information waits its turn; a warning and an error interrupt a screen reader.
    await expect(await canvas.findByRole('status')).toHaveTextContent('أهلًا بعودتك، Ahmed');
    const [warning, error] = canvas.getAllByRole('alert');
    await expect(warning).toHaveTextContent('التسجيل غير مكتمل');
    await expect(error).toHaveTextContent('تعذّر تحميل بيانات المحفظة.');
    // The alerts come before the page, inside the layout, not inside main.
    await expect(canvas.getByRole('main')).not.toContainElement(warning ?? null);

    const dismissButtons = canvas.getAllByRole('button', { name: 'إخفاء التنبيه' });
    await expect(dismissButtons).toHaveLength(3);
    dismissButtons[0]?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('أهلًا بعودتك، Ahmed')).not.toBeInTheDocument();
    // Focus moves on to the next alert's button rather than being lost.
    await expect(canvas.getAllByRole('button', { name: 'إخفاء التنبيه' })[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByText('التسجيل غير مكتمل')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    // The last one gone, focus lands on the page, where the skip link would put it.
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const AlertTypesEnglish: Story = {
  globals: EN,
  parameters: portal(<PageShowingAlerts alerts={ENGLISH_TYPES} heading="Wallet" />),
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement, 'Wallet');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Welcome back, Ahmed');
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    // Each type is told by an icon with a text alternative, not by colour alone.
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent('Warning');
    await expect(canvas.getAllByRole('alert')[1]).toHaveTextContent('Error');

    const [, , last] = canvas.getAllByRole('button', { name: 'Dismiss alert' });
    last?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('The wallet details could not be loaded.')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'Dismiss alert' })[1]).toHaveFocus();
    // Shift+Tab goes back up the alerts in reading order.
    await userEvent.tab({ shift: true });
    await expect(canvas.getAllByRole('button', { name: 'Dismiss alert' })[0]).toHaveFocus();
  },
};

// ── Long text wraps within the page width ─────────────────────────────────

const LONG_ARABIC =
  'نظرًا لأعمال الصيانة المجدولة على أنظمة الدفع لدى البنك المركزي، قد تتأخر عمليات الإيداع والسحب والاشتراك في الفرص الاستثمارية حتى صباح يوم الأحد. ستظهر جميع العمليات المعلقة في محفظتك فور اكتمال المعالجة، ولا حاجة إلى إعادة تقديم أي طلب. نعتذر عن الإزعاج ونشكر لك صبرك.';
const LONG_ENGLISH =
  'Because of scheduled maintenance on the central bank’s payment systems, deposits, withdrawals and subscriptions to investment opportunities may be delayed until Sunday morning. Every pending operation will appear in your wallet as soon as processing completes, and no request needs to be submitted again. We apologise for the inconvenience and thank you for your patience.';

const longAlert = (title: string, message: string): PageAlertOptions[] => [
  { id: 'maintenance', type: 'warning', title, message, dismissible: false },
];

/** Nothing runs past the page's edge: the alert wraps instead of scrolling sideways. */
async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

export const LongTextArabic: Story = {
  globals: AR,
  parameters: portal(
    <PageShowingAlerts
      alerts={longAlert('صيانة مجدولة لأنظمة الدفع', LONG_ARABIC)}
      heading="المحفظة"
    />,
  ),
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement, 'المحفظة');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(LONG_ARABIC);
    // Not dismissible: no button to reach.
    await expect(canvas.queryByRole('button', { name: 'إخفاء التنبيه' })).not.toBeInTheDocument();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const LongTextEnglish: Story = {
  globals: EN,
  parameters: portal(
    <PageShowingAlerts
      alerts={longAlert('Scheduled maintenance of the payment systems', LONG_ENGLISH)}
      heading="Wallet"
    />,
  ),
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement, 'Wallet');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(LONG_ENGLISH);
    await expectNoSidewaysScroll(canvasElement);
  },
};
