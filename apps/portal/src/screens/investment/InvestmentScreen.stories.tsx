import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { SEEDED_IDS } from '@sahm/platform/mocks';
import {
  createFailureHandlers,
  operationPattern,
  SEEDED_OPPORTUNITY_IDS,
} from '@sahm/investor-sdk/mocks';
import { investorStoryBackend, storyAuth, withPortalPlatform } from '../../testing/story-platform';
import { InvestmentScreen } from './InvestmentScreen';
import { WIDE_LAYOUT_QUERY } from '../shared/use-wide-layout';

const AR = { locale: 'ar', direction: 'rtl' } as const;
const EN = { locale: 'en', direction: 'ltr' } as const;

const investor = SEEDED_IDS.users.investor;
const portal = { userId: investor, path: '/investment' };
type Canvas = ReturnType<typeof within>;
type UserEvent = {
  click: (element: Element) => Promise<void>;
  type: (element: Element, text: string) => Promise<void>;
  selectOptions: (element: Element, values: string) => Promise<void>;
};

/** Picks an option of a select by its label. */
async function choose(canvas: Canvas, userEvent: UserEvent, label: string, option: string) {
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: label }), option);
}

/** The opportunities section (its own search, filter, sort and pager). */
const opportunitiesRegion = async (canvas: Canvas, name: string) =>
  within(await canvas.findByRole('region', { name }));
const regionElement = (canvas: Canvas, name: string) => canvas.getByRole('region', { name });

/** The opportunity titles shown, in order (table rows or cards, whichever the width gives). */
const shownTitles = (region: Canvas) =>
  region.queryAllByRole('link').map((link: HTMLElement) => link.textContent ?? '');

/** Lists render a table at 992 px and wider, cards below it, never both. */
async function expectOneLayout(region: HTMLElement) {
  const wide = window.matchMedia(WIDE_LAYOUT_QUERY).matches;
  await expect(region.querySelectorAll('table')).toHaveLength(wide ? 1 : 0);
  await expect(region.querySelectorAll('ul')).toHaveLength(wide ? 0 : 1);
}

const neverAnswers = [
  http.get(operationPattern('getOpportunities'), () => new Promise<never>(() => {})),
  http.get(operationPattern('getCurrentSubscriptions'), () => new Promise<never>(() => {})),
];

/** Twelve opportunities (two pages of ten): the seed plus four low-return sukuk series. */
function twoPagesBackend() {
  const backend = investorStoryBackend();
  const template = backend.store.findOpportunity(SEEDED_OPPORTUNITY_IDS.murabahaSukuk);
  if (!template) throw new Error('The seed has no murabaha sukuk');
  ['A', 'B', 'C', 'D'].forEach((series, index) => {
    backend.store.opportunities.push({
      ...template,
      id: `5a3e0c1d-0000-4000-8000-0000000001${index}0`,
      code: `SAHM-FI-25${index}0`,
      titleAr: `صكوك المرابحة الإضافية - السلسلة ${series}`,
      titleEn: `Additional Murabaha Sukuk Series ${series}`,
      raisedAmount: 0,
      expectedAnnualReturnPercent: 5 + index / 10,
    });
  });
  return backend;
}

const LONG_TITLE_AR =
  'مشروع تطوير مجمع سكني وتجاري متكامل متعدد الاستخدامات على طريق الملك فهد في شمال مدينة الرياض مع مواقف ذكية ومساحات خضراء واسعة';
const LONG_TITLE_EN =
  'Integrated mixed-use residential and commercial development on King Fahd Road in north Riyadh with smart parking and generous green spaces';

function longTextBackend() {
  const backend = investorStoryBackend();
  const record = backend.store.findOpportunity(SEEDED_OPPORTUNITY_IDS.narjisVillas);
  if (!record) throw new Error('The seed has no Narjis villas');
  Object.assign(record, {
    titleAr: LONG_TITLE_AR,
    titleEn: LONG_TITLE_EN,
    cityAr: 'الرياض - حي النرجس - الطريق الدائري الشمالي',
    cityEn: 'Riyadh - Al Narjis district - Northern Ring Road',
  });
  return backend;
}

/** No part of the screen pushes the page sideways. */
const expectNoHorizontalScroll = async () =>
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

const meta = {
  title: 'Portal/Screens/Investment',
  component: InvestmentScreen,
  decorators: [withPortalPlatform],
  parameters: {
    layout: 'padded',
    msw: { handlers: investorStoryBackend().handlers },
    portal,
    // A screen fragment without the application layout's landmarks.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof InvestmentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FilledArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: { msw: { handlers: investorStoryBackend().handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'فرص الاستثمار' }),
    ).toBeVisible();
    const list = await opportunitiesRegion(canvas, 'الفرص');
    await expect(await list.findByText('عدد الفرص: 8')).toBeVisible();
    await expectOneLayout(regionElement(canvas, 'الفرص'));
    const subscriptions = within(canvas.getByRole('region', { name: 'اكتتاباتي' }));
    await expect(
      await subscriptions.findByRole('link', { name: 'مكاتب إدارية في مركز الملك عبدالله المالي' }),
    ).toBeVisible();
    await expect(
      subscriptions.getByRole('link', { name: 'شقق فندقية على كورنيش الخبر' }),
    ).toBeVisible();

    // The typed search reaches the server after the debounce and narrows the list.
    await userEvent.type(list.getByRole('searchbox', { name: 'البحث في الفرص' }), 'تبوك');
    await expect(await list.findByText('عدد الفرص: 1')).toBeVisible();
    await expect(shownTitles(list)).toEqual(['بيوت محمية زراعية في تبوك']);
    await userEvent.clear(list.getByRole('searchbox', { name: 'البحث في الفرص' }));
    await expect(await list.findByText('عدد الفرص: 8')).toBeVisible();

    await choose(list, userEvent, 'الحالة', 'قادمة');
    await expect(await list.findByText('عدد الفرص: 2')).toBeVisible();
    await expect([...shownTitles(list)].sort()).toEqual(
      ['توسعة مجمع عيادات في الدمام', 'صكوك إجارة قصيرة الأجل'].sort(),
    );
  },
};

export const FilledEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: { msw: { handlers: investorStoryBackend().handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Investment opportunities' }),
    ).toBeVisible();
    const list = await opportunitiesRegion(canvas, 'Opportunities');
    await expect(await list.findByText('8 opportunities')).toBeVisible();
    await expectOneLayout(regionElement(canvas, 'Opportunities'));
    // Eight fit on one page: no pager.
    await expect(list.queryByRole('navigation')).toBeNull();
    const subscriptions = within(canvas.getByRole('region', { name: 'My subscriptions' }));
    await expect(
      await subscriptions.findByRole('link', { name: 'KAFD Grade-A Offices' }),
    ).toBeVisible();

    const search = list.getByRole('searchbox', { name: 'Search opportunities' });
    await userEvent.type(search, 'jeddah');
    await expect(await list.findByText('1 opportunities')).toBeVisible();
    await expect(shownTitles(list)).toEqual(['Jeddah Islamic Port Logistics Warehouses']);
    // The code is searchable too.
    await userEvent.clear(search);
    await userEvent.type(search, 'SAHM-AG');
    await waitFor(() => expect(shownTitles(list)).toEqual(['Tabuk Agricultural Greenhouses']));

    await userEvent.clear(search);
    await expect(await list.findByText('8 opportunities')).toBeVisible();
    await choose(list, userEvent, 'Status', 'Funded');
    await waitFor(() => expect(shownTitles(list)).toEqual(['KAFD Grade-A Offices']));
  },
};

export const SortAndPageArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: { msw: { handlers: twoPagesBackend().handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const list = await opportunitiesRegion(canvas, 'الفرص');
    await expect(await list.findByText('عدد الفرص: 12')).toBeVisible();
    const pager = within(list.getByRole('navigation', { name: 'صفحات الفرص' }));
    await expect(pager.getByText('الصفحة 1 من 2')).toBeVisible();
    await expect(shownTitles(list)).toHaveLength(10);
    await expect(pager.getByRole('button', { name: 'السابق' })).toBeDisabled();
    await userEvent.click(pager.getByRole('button', { name: 'التالي' }));
    await expect(await pager.findByText('الصفحة 2 من 2')).toBeVisible();
    await waitFor(() => expect(shownTitles(list)).toHaveLength(2));
    await expect(pager.getByRole('button', { name: 'التالي' })).toBeDisabled();

    // Sorting goes back to the first page, lowest return first.
    await choose(list, userEvent, 'الترتيب حسب', 'العائد المتوقع');
    await expect(await pager.findByText('الصفحة 1 من 2')).toBeVisible();
    await waitFor(() => expect(shownTitles(list)[0]).toBe('صكوك المرابحة الإضافية - السلسلة A'));
    await choose(list, userEvent, 'اتجاه الترتيب', 'تنازلي');
    await waitFor(() => expect(shownTitles(list)[0]).toBe('بيوت محمية زراعية في تبوك'));
    await expect(shownTitles(list)[1]).toBe('فلل النرجس السكنية');
  },
};

export const SortAndPageEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: { msw: { handlers: twoPagesBackend().handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const list = await opportunitiesRegion(canvas, 'Opportunities');
    await expect(await list.findByText('12 opportunities')).toBeVisible();
    const pager = within(list.getByRole('navigation', { name: 'Pages of opportunities' }));
    const firstPage = shownTitles(list);
    await expect(firstPage).toHaveLength(10);
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    await expect(await pager.findByText('Page 2 of 2')).toBeVisible();
    await waitFor(() => expect(shownTitles(list)).toHaveLength(2));
    for (const title of shownTitles(list)) await expect(firstPage).not.toContain(title);
    await userEvent.click(pager.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(shownTitles(list)).toEqual(firstPage));

    // The order select is off until a sort key is chosen.
    await expect(list.getByRole('combobox', { name: 'Order' })).toBeDisabled();
    await choose(list, userEvent, 'Sort by', 'Title');
    await waitFor(() => expect(shownTitles(list)[0]).toBe('Additional Murabaha Sukuk Series A'));
    await choose(list, userEvent, 'Order', 'Descending');
    await waitFor(() => expect(shownTitles(list)[0]).toBe('Trade Finance Murabaha Sukuk'));
    await choose(list, userEvent, 'Sort by', 'Target');
    // Descending is kept: the 10,000,000 SAR KAFD offices come first.
    await waitFor(() => expect(shownTitles(list)[0]).toBe('KAFD Grade-A Offices'));
  },
};

export const LoadingArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: { msw: { handlers: [...neverAnswers, ...investorStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'جارٍ تحميل الفرص' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'جارٍ تحميل اكتتاباتك' })).toBeVisible();
  },
};

export const LoadingEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: { msw: { handlers: [...neverAnswers, ...investorStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('status', { name: 'Loading opportunities' }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status', { name: 'Loading your subscriptions' })).toBeVisible();
  },
};

export const ErrorArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: {
    msw: {
      handlers: [
        ...createFailureHandlers({
          getOpportunities: 'server-error',
          getCurrentSubscriptions: 'network-error',
        }),
        ...investorStoryBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await opportunitiesRegion(canvas, 'الفرص');
    const alert = await list.findByRole('alert');
    await expect(alert).toHaveTextContent('تعذّر تحميل الفرص.');
    await expect(alert).toHaveTextContent('حدث خطأ لدينا. يُرجى المحاولة مرة أخرى بعد قليل.');
    await expect(within(alert).getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
    const subscriptions = within(canvas.getByRole('region', { name: 'اكتتاباتي' }));
    await expect(await subscriptions.findByRole('alert')).toHaveTextContent(
      'تعذّر تحميل اكتتاباتك.',
    );
  },
};

/**
 * Partial (ADR 0150): one section fails, the other answers, and each says so on its own. The
 * Arabic story loses the opportunities, the English one the subscriptions.
 */
function partialStory(
  globals: typeof AR | typeof EN,
  failing: 'getOpportunities' | 'getCurrentSubscriptions',
  text: { failedRegion: string; failed: string; shownRegion: string; shown: string },
): Story {
  return {
    globals,
    parameters: {
      msw: {
        handlers: [
          ...createFailureHandlers({ [failing]: 'server-error' }),
          ...investorStoryBackend().handlers,
        ],
      },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const failedRegion = await opportunitiesRegion(canvas, text.failedRegion);
      await expect(await failedRegion.findByRole('alert')).toHaveTextContent(text.failed);
      const shownRegion = within(canvas.getByRole('region', { name: text.shownRegion }));
      await expect(await shownRegion.findByRole('link', { name: text.shown })).toBeVisible();
      await expect(shownRegion.queryByRole('alert')).toBeNull();
    },
  };
}

export const PartialArabic = partialStory(AR, 'getOpportunities', {
  failedRegion: 'الفرص',
  failed: 'تعذّر تحميل الفرص.',
  shownRegion: 'اكتتاباتي',
  shown: 'شقق فندقية على كورنيش الخبر',
});
export const PartialEnglish = partialStory(EN, 'getCurrentSubscriptions', {
  failedRegion: 'My subscriptions',
  failed: 'We could not load your subscriptions.',
  shownRegion: 'Opportunities',
  shown: 'Al Narjis Residential Villas',
});

export const ErrorEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: {
    msw: {
      handlers: [
        ...createFailureHandlers({
          getOpportunities: 'malformed-body',
          getCurrentSubscriptions: 'server-error',
        }),
        ...investorStoryBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await opportunitiesRegion(canvas, 'Opportunities');
    const alert = await list.findByRole('alert');
    await expect(alert).toHaveTextContent('We could not load the opportunities.');
    await expect(alert).toHaveTextContent('We received an answer we could not read.');
    const subscriptions = within(canvas.getByRole('region', { name: 'My subscriptions' }));
    await expect(await subscriptions.findByRole('alert')).toHaveTextContent(
      'We could not load your subscriptions.',
    );
  },
};

export const EmptyArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: {
    msw: { handlers: investorStoryBackend().handlers },
    portal: { userId: SEEDED_IDS.users.newInvestor, path: '/investment' },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('لا توجد اكتتابات بعد')).toBeVisible();
    const list = await opportunitiesRegion(canvas, 'الفرص');
    await expect(await list.findByText('عدد الفرص: 8')).toBeVisible();
    await userEvent.type(list.getByRole('searchbox', { name: 'البحث في الفرص' }), 'لا يوجد شيء');
    await expect(await list.findByText('لا توجد فرص مطابقة')).toBeVisible();
    await expect(shownTitles(list)).toEqual([]);
    await userEvent.click(list.getByRole('button', { name: 'مسح البحث والتصفية' }));
    await expect(await list.findByText('عدد الفرص: 8')).toBeVisible();
    await expect(list.getByRole('searchbox', { name: 'البحث في الفرص' })).toHaveValue('');
  },
};

export const EmptyEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: {
    msw: { handlers: investorStoryBackend().handlers },
    portal: { userId: SEEDED_IDS.users.newInvestor, path: '/investment' },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No subscriptions yet')).toBeVisible();
    await expect(
      canvas.getByText('When you subscribe to an opportunity it appears here.'),
    ).toBeVisible();
    const list = await opportunitiesRegion(canvas, 'Opportunities');
    await expect(await list.findByText('8 opportunities')).toBeVisible();
    await userEvent.type(list.getByRole('searchbox', { name: 'Search opportunities' }), 'Mars');
    await expect(await list.findByText('No opportunities match')).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: 'Clear search and filters' }));
    await expect(await list.findByText('8 opportunities')).toBeVisible();
  },
};

export const LongTextArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: { msw: { handlers: longTextBackend().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await opportunitiesRegion(canvas, 'الفرص');
    await expect(await list.findByRole('link', { name: LONG_TITLE_AR })).toBeVisible();
    await expect(list.getByText(/الطريق الدائري الشمالي/)).toBeVisible();
    await expectNoHorizontalScroll();
  },
};

export const LongTextEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: { msw: { handlers: longTextBackend().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await opportunitiesRegion(canvas, 'Opportunities');
    await expect(await list.findByRole('link', { name: LONG_TITLE_EN })).toBeVisible();
    await expect(list.getByText(/Northern Ring Road/)).toBeVisible();
    await expectNoHorizontalScroll();
  },
};

/** A visitor: asked to sign in (and brought back here), no request that could only answer 401. */
function signedOutStory(
  globals: typeof AR | typeof EN,
  texts: { title: string; login: string },
): Story {
  const auth = storyAuth(false);
  return {
    globals,
    parameters: { portal: { userId: null, auth, path: '/investment' } },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      await expect(
        await canvas.findByRole('heading', { level: 1, name: texts.title }),
      ).toBeVisible();
      await expect(canvas.queryByRole('table')).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: texts.login }));
      await expect(auth.login).toHaveBeenCalledWith('/investment');
    },
  };
}

export const SignedOutArabic = signedOutStory(AR, {
  title: 'سجّل الدخول لعرض الفرص',
  login: 'تسجيل الدخول',
});
export const SignedOutEnglish = signedOutStory(EN, {
  title: 'Sign in to see the opportunities',
  login: 'Login',
});
