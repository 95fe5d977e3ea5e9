import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { formatDate, formatMoney, formatPercent } from '../format/format';
import AllocationChart, { type AllocationBar } from './AllocationChart';
import BalanceChart from './BalanceChart';
import type { BalancePoint } from './chart-data';

type Language = 'ar' | 'en';

/** The formatting the wallet passes to its charts. */
const formatting = (language: Language) => ({
  formatMoney: (amount: number) => formatMoney(amount, language),
  formatAxisAmount: (amount: number) =>
    new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA', {
      notation: 'compact',
      maximumFractionDigits: 1,
    }).format(amount),
  direction: language === 'ar' ? ('rtl' as const) : ('ltr' as const),
});

const MONTHS_OF_MOVEMENTS: BalancePoint[] = [
  { at: '2025-07-29T09:00:00Z', balance: 40_000 },
  { at: '2025-08-14T09:00:00Z', balance: 38_500 },
  { at: '2025-09-17T09:00:00Z', balance: 63_500 },
  { at: '2025-10-02T09:00:00Z', balance: 48_500 },
  { at: '2025-11-20T09:00:00Z', balance: 49_250 },
  { at: '2026-01-03T09:00:00Z', balance: 50_000 },
];

const OPPORTUNITIES: AllocationBar[] = [
  { key: 'a', label: 'KAFD Grade-A Offices', amount: 10_000, share: 0.4 },
  { key: 'b', label: 'Jeddah Waterfront Serviced Apartments', amount: 7_500, share: 0.3 },
  { key: 'c', label: 'Riyadh Logistics Park', amount: 5_000, share: 0.2 },
  { key: 'd', label: 'Sukuk 2027', amount: 2_500, share: 0.1 },
];

function Balance({ language, points }: { language: Language; points: BalancePoint[] }) {
  return (
    <BalanceChart
      points={points}
      title={language === 'ar' ? 'الرصيد عبر الزمن' : 'Balance over time'}
      summary={language === 'ar' ? 'رصيد المحفظة بعد كل حركة.' : 'The balance after each movement.'}
      dateColumn={language === 'ar' ? 'التاريخ' : 'Date'}
      balanceColumn={language === 'ar' ? 'الرصيد' : 'Balance'}
      formatDate={(iso) => formatDate(iso, language)}
      {...formatting(language)}
    />
  );
}

function Allocation({ language }: { language: Language }) {
  return (
    <AllocationChart
      bars={OPPORTUNITIES}
      title={language === 'ar' ? 'الاستثمار حسب الفرصة' : 'Invested by opportunity'}
      summary={
        language === 'ar' ? 'المبلغ المستثمر في كل فرصة.' : 'The amount in each opportunity.'
      }
      labelColumn={language === 'ar' ? 'الفرصة' : 'Opportunity'}
      amountColumn={language === 'ar' ? 'المبلغ' : 'Amount'}
      shareColumn={language === 'ar' ? 'الحصة' : 'Share'}
      formatPercent={(ratio) => formatPercent(ratio, language)}
      {...formatting(language)}
    />
  );
}

/** A phone's width (320 px), where the axis labels are most crowded. */
function Narrow({ language, single }: { language: Language; single?: boolean }) {
  return (
    <div style={{ width: 320 }}>
      <Balance
        language={language}
        points={single ? MONTHS_OF_MOVEMENTS.slice(-1) : MONTHS_OF_MOVEMENTS}
      />
      {!single && <Allocation language={language} />}
    </div>
  );
}

const meta = {
  title: 'Portal/Charts',
  component: Narrow,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Narrow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawing inside the figure named `name`, once measured and drawn. */
async function drawingOf(canvasElement: HTMLElement, name: string) {
  const figure = within(canvasElement).getByRole('figure', { name });
  return waitFor(() => {
    const svg = figure.querySelector('svg');
    if (!svg) throw new Error(`${name} is not drawn yet`);
    return svg;
  });
}

/** Every axis label lies inside the drawing, and no two labels overlap. */
async function expectLabelsApart(svg: SVGSVGElement) {
  const drawing = svg.getBoundingClientRect();
  const labels = [...svg.querySelectorAll('text')].map((text) => ({
    text: text.textContent,
    box: text.getBoundingClientRect(),
  }));
  await expect(labels.length).toBeGreaterThan(1);
  const outside = labels.filter(({ box }) => box.left < drawing.left || box.right > drawing.right);
  await expect(outside.map(({ text }) => text)).toEqual([]);
  const overlapping = labels.flatMap((label, index) =>
    labels
      .slice(index + 1)
      .filter(
        ({ box }) =>
          box.left < label.box.right &&
          label.box.left < box.right &&
          box.top < label.box.bottom &&
          label.box.top < box.bottom,
      )
      .map(({ text }) => `${label.text} / ${text}`),
  );
  await expect(overlapping).toEqual([]);
}

/** Centres of the drawn shapes, in data order. */
const centres = (svg: SVGSVGElement, shape: string) =>
  [...svg.querySelectorAll(shape)].map((element) => {
    const box = element.getBoundingClientRect();
    return box.left + box.width / 2;
  });

export const NarrowArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const balance = await drawingOf(canvasElement, 'الرصيد عبر الزمن');
    const points = centres(balance, 'circle');
    await expect(points).toHaveLength(6);
    // Time runs right to left.
    await expect(points).toEqual([...points].sort((left, right) => right - left));
    await expectLabelsApart(balance);
    const allocation = await drawingOf(canvasElement, 'الاستثمار حسب الفرصة');
    const bars = centres(allocation, 'rect');
    // The largest bar first, at the right.
    await expect(bars).toEqual([...bars].sort((left, right) => right - left));
    await expectLabelsApart(allocation);
  },
};

export const NarrowEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  args: { language: 'en' },
  play: async ({ canvasElement }) => {
    const balance = await drawingOf(canvasElement, 'Balance over time');
    const points = centres(balance, 'circle');
    await expect(points).toHaveLength(6);
    await expect(points).toEqual([...points].sort((left, right) => left - right));
    await expectLabelsApart(balance);
    const allocation = await drawingOf(canvasElement, 'Invested by opportunity');
    const bars = centres(allocation, 'rect');
    await expect(bars).toEqual([...bars].sort((left, right) => left - right));
    await expectLabelsApart(allocation);
    await expect(
      within(canvasElement).getByRole('rowheader', {
        name: 'Jeddah Waterfront Serviced Apartments',
      }),
    ).toBeInTheDocument();
  },
};

/** One movement: the wallet still draws the chart, a single point in the middle with its date. */
export const SingleMovementArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { language: 'ar', single: true },
  play: async ({ canvasElement }) => {
    const balance = await drawingOf(canvasElement, 'الرصيد عبر الزمن');
    const [point, ...others] = centres(balance, 'circle');
    await expect(others).toHaveLength(0);
    const drawing = balance.getBoundingClientRect();
    await expect(point).toBeGreaterThan(drawing.left + drawing.width / 4);
    await expect(point).toBeLessThan(drawing.right - drawing.width / 4);
    await expect(balance.textContent).toContain(formatDate('2026-01-03T09:00:00Z', 'ar'));
  },
};

export const SingleMovementEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  args: { language: 'en', single: true },
  play: async ({ canvasElement }) => {
    const balance = await drawingOf(canvasElement, 'Balance over time');
    await expect(centres(balance, 'circle')).toHaveLength(1);
    await expect(
      within(canvasElement).getByRole('cell', { name: formatMoney(50_000, 'en') }),
    ).toBeInTheDocument();
  },
};
