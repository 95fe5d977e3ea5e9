import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { SEEDED_IDS } from '@sahm/platform/mocks';
import { PaymentType } from '@sahm/investor-sdk';
import { createFailureHandlers } from '@sahm/investor-sdk/mocks';
import { investorStoryBackend, withPortalPlatform } from '../../testing/story-platform';
import { WalletScreen } from './WalletScreen';

const investor = SEEDED_IDS.users.investor;
const portal = { userId: investor, path: '/wallet' };
/** Picks an option of a select by its label. */
async function choose(
  canvas: ReturnType<typeof within>,
  userEvent: { selectOptions: (element: Element, values: string) => Promise<void> },
  label: string,
  option: string,
) {
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: label }), option);
}

/**
 * The drawing of the chart titled `name`: an SVG hidden from assistive technology (its table is
 * the accessible form), with the horizontal centres of its points or bars in data order.
 */
async function chartDrawing(canvas: ReturnType<typeof within>, name: string, shape: string) {
  const figure = await canvas.findByRole('figure', { name }, { timeout: 5000 });
  const svg = await waitFor(() => {
    const drawn = figure.querySelector('svg');
    if (!drawn) throw new Error(`${name} is not drawn yet`);
    return drawn;
  });
  await expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
  const centre = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.left + box.width / 2;
  };
  return [...svg.querySelectorAll(shape)].map(centre);
}

const neverAnswers = http.get('*/api/app/investor/*', () => new Promise<never>(() => {}));

/** A backend whose seeded investor has no bank transfers: filtering by them finds nothing. */
function noTransfersBackend() {
  const backend = investorStoryBackend();
  const record = backend.store.ensureInvestor(investor, null);
  record.transactions = record.transactions.filter(
    (transaction) => transaction.type !== PaymentType.BankTransfer,
  );
  return backend;
}

function longTextBackend() {
  const backend = investorStoryBackend();
  const record = backend.store.ensureInvestor(investor, null);
  record.transactions = record.transactions.map((transaction) => ({
    ...transaction,
    descriptionAr: `${transaction.descriptionAr} — تحويل مرتبط بطلب رقم 2026-000123 من حساب مصرف الراجحي الجاري المشترك للعائلة`,
    descriptionEn: `${transaction.descriptionEn} — transfer linked to request 2026-000123 from the family's joint Al Rajhi current account`,
  }));
  return backend;
}

const meta = {
  title: 'Portal/Screens/Wallet',
  component: WalletScreen,
  decorators: [withPortalPlatform],
  parameters: {
    layout: 'padded',
    msw: { handlers: investorStoryBackend().handlers },
    portal,
    // A screen fragment without the application layout's landmarks.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof WalletScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FilledArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: { msw: { handlers: investorStoryBackend().handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'المحفظة' })).toBeVisible();
    await expect(await canvas.findByText('عدد الحركات: 8')).toBeVisible();
    // The chart's text equivalent lists every balance.
    await expect(
      await canvas.findByRole('table', { name: 'الرصيد عبر الزمن' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // Right to left: the oldest balance is drawn rightmost, the largest opportunity's bar too.
    const balances = await chartDrawing(canvas, 'الرصيد عبر الزمن', 'circle');
    await expect(balances).toHaveLength(8);
    await expect(balances).toEqual([...balances].sort((left, right) => right - left));
    const bars = await chartDrawing(canvas, 'الاستثمار حسب الفرصة', 'rect');
    await expect(bars).toHaveLength(2);
    await expect(bars).toEqual([...bars].sort((left, right) => right - left));
    await choose(canvas, userEvent, 'النوع', 'إيداع بنكي');
    await expect(await canvas.findByText('عدد الحركات: 3')).toBeVisible();
  },
};

export const FilledEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: { msw: { handlers: investorStoryBackend().handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/50,000\.00/)).toBeVisible();
    await expect(await canvas.findByText('8 transactions')).toBeVisible();
    const allocation = await canvas.findByRole(
      'table',
      { name: 'Invested by opportunity' },
      { timeout: 5000 },
    );
    await expect(
      within(allocation).getByRole('rowheader', { name: 'KAFD Grade-A Offices' }),
    ).toBeInTheDocument();
    // Left to right: the oldest balance is drawn leftmost, the largest opportunity's bar too.
    const balances = await chartDrawing(canvas, 'Balance over time', 'circle');
    await expect(balances).toHaveLength(8);
    await expect(balances).toEqual([...balances].sort((left, right) => left - right));
    const bars = await chartDrawing(canvas, 'Invested by opportunity', 'rect');
    await expect(bars).toHaveLength(2);
    await expect(bars).toEqual([...bars].sort((left, right) => left - right));
    await choose(canvas, userEvent, 'Type', 'Profit share');
    await expect(await canvas.findByText('2 transactions')).toBeVisible();
  },
};

export const LoadingArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: { msw: { handlers: [neverAnswers, ...investorStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'جارٍ تحميل محفظتك' })).toBeVisible();
  },
};

export const LoadingEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: { msw: { handlers: [neverAnswers, ...investorStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading your wallet' })).toBeVisible();
  },
};

export const ErrorArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: {
    msw: {
      handlers: [
        ...createFailureHandlers({ getWallet: 'server-error' }),
        ...investorStoryBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('تعذّر تحميل محفظتك.');
    await expect(within(alert).getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

export const ErrorEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: {
    msw: {
      handlers: [
        ...createFailureHandlers({ getWallet: 'malformed-body' }),
        ...investorStoryBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We received an answer we could not read.');
  },
};

export const EmptyArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: {
    msw: { handlers: investorStoryBackend().handlers },
    portal: { userId: SEEDED_IDS.users.newInvestor, path: '/wallet' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('لا توجد حركات بعد')).toBeVisible();
    await expect(canvas.getByText('يظهر سجل رصيدك بعد أول حركة على محفظتك.')).toBeVisible();
  },
};

export const EmptyEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: {
    msw: { handlers: investorStoryBackend().handlers },
    portal: { userId: SEEDED_IDS.users.newInvestor, path: '/wallet' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No transactions yet')).toBeVisible();
  },
};

export const FilteredEmptyArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: { msw: { handlers: noTransfersBackend().handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('عدد الحركات: 7')).toBeVisible();
    await choose(canvas, userEvent, 'النوع', 'تحويل بنكي');
    await expect(await canvas.findByText('لا توجد حركات من هذا النوع')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'عرض كل الحركات' }));
    await expect(await canvas.findByText('عدد الحركات: 7')).toBeVisible();
    // The control last used was scrolled into view, give or take a pixel: shot from the top.
    window.scrollTo(0, 0);
  },
};

export const FilteredEmptyEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: { msw: { handlers: noTransfersBackend().handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('7 transactions')).toBeVisible();
    await choose(canvas, userEvent, 'Type', 'Bank transfer');
    await expect(await canvas.findByText('No transactions of this type')).toBeVisible();
    // The control last used was scrolled into view, give or take a pixel: shot from the top.
    window.scrollTo(0, 0);
  },
};

export const LongTextArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: { msw: { handlers: longTextBackend().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByText(/طلب رقم 2026-000123/).length).toBeGreaterThan(0),
    );
  },
};

export const LongTextEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: { msw: { handlers: longTextBackend().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByText(/request 2026-000123/).length).toBeGreaterThan(0),
    );
  },
};

/**
 * Partial (ADR 0150): the balance answers, the transactions do not. The figures stay; the
 * history and the charts each show their own failure with Try again.
 */
function partialStory(
  globals: { locale: 'ar' | 'en'; direction: 'rtl' | 'ltr' },
  text: { balance: string; transactionsFailed: string; chartsFailed: string; retry: string },
): Story {
  return {
    globals,
    parameters: {
      msw: {
        handlers: [
          ...createFailureHandlers({ getWalletTransactions: 'server-error' }),
          ...investorStoryBackend().handlers,
        ],
      },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText(text.balance)).toBeVisible();
      await expect(await canvas.findByText(/50,000\.00/)).toBeVisible();
      await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2), { timeout: 5000 });
      const [first, second] = canvas.getAllByRole('alert');
      const texts = [first?.textContent ?? '', second?.textContent ?? ''].join(' ');
      await expect(texts).toContain(text.transactionsFailed);
      await expect(texts).toContain(text.chartsFailed);
      await expect(canvas.getAllByRole('button', { name: text.retry })).toHaveLength(2);
    },
  };
}

export const PartialArabic = partialStory(
  { locale: 'ar', direction: 'rtl' },
  {
    balance: 'الرصيد المتاح',
    transactionsFailed: 'تعذّر تحميل الحركات.',
    chartsFailed: 'تعذّر تحميل بيانات الرسوم البيانية.',
    retry: 'إعادة المحاولة',
  },
);
export const PartialEnglish = partialStory(
  { locale: 'en', direction: 'ltr' },
  {
    balance: 'Available balance',
    transactionsFailed: 'We could not load your transactions.',
    chartsFailed: 'We could not load the data for the charts.',
    retry: 'Try again',
  },
);
