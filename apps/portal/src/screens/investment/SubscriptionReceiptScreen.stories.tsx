import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import { SEEDED_IDS } from '@sahm/platform/mocks';
import {
  createFailureHandlers,
  operationPattern,
  SEEDED_OPPORTUNITY_IDS,
} from '@sahm/investor-sdk/mocks';
import { investorStoryBackend, withPortalPlatform } from '../../testing/story-platform';
import { SubscriptionReceiptScreen } from './SubscriptionReceiptScreen';

const AR = { locale: 'ar', direction: 'rtl' } as const;
const EN = { locale: 'en', direction: 'ltr' } as const;
type Globals = typeof AR | typeof EN;

const investor = SEEDED_IDS.users.investor;
const narjis = SEEDED_OPPORTUNITY_IDS.narjisVillas;

const LONG_TITLE_AR =
  'فلل النرجس السكنية الفاخرة ذات التصميم النجدي المعاصر مع حدائق خاصة ومسابح ومواقف مظللة في شمال الرياض';
const LONG_TITLE_EN =
  'Al Narjis Luxury Residential Villas in contemporary Najdi design with private gardens, pools and shaded parking in north Riyadh';

/** A backend where the investor has just subscribed 2,000 SAR to the Narjis villas. */
function subscribedBackend(titles?: { titleAr: string; titleEn: string }) {
  const backend = investorStoryBackend();
  const record = backend.store.findOpportunity(narjis);
  if (!record) throw new Error('The seed has no Narjis villas');
  if (titles) Object.assign(record, titles);
  const outcome = backend.store.subscribe(
    { userId: investor, tenantId: null },
    narjis,
    2000,
    crypto.randomUUID(),
  );
  if (!('subscription' in outcome)) throw new Error('The seeded investor could not subscribe');
  return { backend, subscriptionId: outcome.subscription.id };
}

const at = (subscriptionId: string, opportunityId = narjis) => ({
  userId: investor,
  path: `/investment/${opportunityId}/receipt/${subscriptionId}`,
});

/** The screen reads its ids from the route, as the application's router gives them. */
const withReceiptRoute: Decorator = (Story) => (
  <Routes>
    <Route path="/investment/:opportunityId/receipt/:subscriptionId" element={<Story />} />
  </Routes>
);

const never = () => new Promise<never>(() => {});

const meta = {
  title: 'Portal/Screens/Subscription receipt',
  component: SubscriptionReceiptScreen,
  decorators: [withReceiptRoute, withPortalPlatform],
  parameters: {
    layout: 'padded',
    // A screen fragment without the application layout's landmarks.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof SubscriptionReceiptScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read back from the server: reference, amount, both calendars, the balance after, and Print. */
function filledStory(
  globals: Globals,
  text: { title: string; opportunity: string; hijri: RegExp; print: string },
): Story {
  const { backend, subscriptionId } = subscribedBackend();
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers }, portal: at(subscriptionId) },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      await expect(
        await canvas.findByRole('heading', { level: 1, name: text.title }),
      ).toBeVisible();
      await expect(canvas.getByText(text.opportunity)).toBeVisible();
      await expect(canvas.getByText(subscriptionId)).toBeVisible();
      await expect(canvas.getByText(/^TXN-\d{4}-\d{6}$/)).toBeVisible();
      await expect(canvas.getByTestId('receipt-amount')).toHaveTextContent(/2,000\.00/);
      await expect(canvas.getByTestId('receipt-balance-after')).toHaveTextContent(/48,000\.00/);
      await expect(canvas.getByText(text.hijri)).toBeVisible();
      const print = canvas.getByRole('button', { name: text.print });
      const printed = new Promise<void>((resolve) => {
        window.print = () => resolve();
      });
      await userEvent.click(print);
      await printed;
    },
  };
}

export const FilledArabic = filledStory(AR, {
  title: 'إيصال الاكتتاب',
  opportunity: 'فلل النرجس السكنية',
  hijri: /\d{4} هـ/,
  print: 'طباعة أو حفظ بصيغة PDF',
});
export const FilledEnglish = filledStory(EN, {
  title: 'Subscription receipt',
  opportunity: 'Al Narjis Residential Villas',
  hijri: /\d{4} AH/,
  print: 'Print or save as PDF',
});

function loadingStory(globals: Globals, label: string): Story {
  const { backend, subscriptionId } = subscribedBackend();
  return {
    globals,
    parameters: {
      msw: {
        handlers: [
          http.get(operationPattern('getCurrentSubscriptions'), never),
          ...backend.handlers,
        ],
      },
      portal: at(subscriptionId),
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('status', { name: label })).toHaveAttribute(
        'aria-busy',
        'true',
      );
    },
  };
}

export const LoadingArabic = loadingStory(AR, 'جارٍ تحميل الإيصال');
export const LoadingEnglish = loadingStory(EN, 'Loading the receipt');

function errorStory(globals: Globals, text: { failed: string; retry: string }): Story {
  const { backend, subscriptionId } = subscribedBackend();
  return {
    globals,
    parameters: {
      msw: {
        handlers: [
          ...createFailureHandlers({ getCurrentSubscriptions: 'server-error' }),
          ...backend.handlers,
        ],
      },
      portal: at(subscriptionId),
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent(text.failed);
      await expect(within(alert).getByRole('button', { name: text.retry })).toBeVisible();
    },
  };
}

export const ErrorArabic = errorStory(AR, {
  failed: 'تعذّر تحميل هذا الإيصال.',
  retry: 'إعادة المحاولة',
});
export const ErrorEnglish = errorStory(EN, {
  failed: 'We could not load this receipt.',
  retry: 'Try again',
});

/** An id the investor has no subscription with (another person's, or made up). */
function notFoundStory(globals: Globals, text: { title: string; back: string }): Story {
  return {
    globals,
    parameters: {
      msw: { handlers: investorStoryBackend().handlers },
      portal: at('5a3e0c1d-0000-4000-8000-0000000000ff'),
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(
        await canvas.findByRole('heading', { level: 1, name: text.title }),
      ).toBeVisible();
      await expect(canvas.getByRole('link', { name: text.back })).toHaveAttribute(
        'href',
        `/investment/${narjis}`,
      );
      await expect(canvas.queryByTestId('receipt-amount')).toBeNull();
    },
  };
}

export const NotFoundArabic = notFoundStory(AR, {
  title: 'الإيصال غير موجود',
  back: 'العودة إلى الفرصة',
});
export const NotFoundEnglish = notFoundStory(EN, {
  title: 'Receipt not found',
  back: 'Back to the opportunity',
});

function longTextStory(globals: Globals, title: string): Story {
  const { backend, subscriptionId } = subscribedBackend({
    titleAr: LONG_TITLE_AR,
    titleEn: LONG_TITLE_EN,
  });
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers }, portal: at(subscriptionId) },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText(title)).toBeVisible();
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    },
  };
}

export const LongTextArabic = longTextStory(AR, LONG_TITLE_AR);
export const LongTextEnglish = longTextStory(EN, LONG_TITLE_EN);
