import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, Grid, Heading, Skeleton, Text } from '@radix-ui/themes';
import { expect, userEvent, within } from 'storybook/test';
import { reloadableLazy } from '../../charts';
import { platformStoryHandlers, withPortalPlatform } from '../../testing/story-platform';
import { ChartLoadBoundary } from './ChartLoadBoundary';

type Language = 'ar' | 'en';
const TITLE = { ar: 'الرصيد عبر الزمن', en: 'Balance over time' };
const DRAWN = { ar: 'الرسم البياني', en: 'The drawn chart' };
const OTHER = { ar: 'الاستثمار حسب الفرصة', en: 'Invested by opportunity' };

/** A chart whose first import fails as a dropped chunk does; the next one loads. */
function failingOnceChart() {
  let imports = 0;
  return reloadableLazy(async () => {
    imports += 1;
    if (imports === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: ({ text }: { text: string }) => <Text as="p">{text}</Text> };
  });
}

function ChartCards({ language }: { language: Language }) {
  const [Chart] = useState(failingOnceChart);
  return (
    <Grid columns="2" gap="4">
      <Card size="3">
        <ChartLoadBoundary
          title={TITLE[language]}
          fallback={<Skeleton height="100px" width="100%" />}
          onRetry={Chart.reload}
        >
          <Chart text={DRAWN[language]} />
        </ChartLoadBoundary>
      </Card>
      <Card size="3">
        <Heading as="h3" size="3">
          {OTHER[language]}
        </Heading>
      </Card>
    </Grid>
  );
}

/**
 * A wallet chart whose code failed to load (issue 28 C9): its card says so and offers to try
 * again; the card beside it, and the page, carry on.
 */
const meta = {
  title: 'Portal/Screens/Wallet/ChartLoadBoundary',
  component: ChartCards,
  decorators: [withPortalPlatform],
  parameters: {
    layout: 'padded',
    msw: { handlers: platformStoryHandlers },
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof ChartCards>;

export default meta;
type Story = StoryObj<typeof meta>;

async function failsThenLoads(canvasElement: HTMLElement, language: Language) {
  const canvas = within(canvasElement);
  const texts = {
    ar: { message: 'تعذّر تحميل هذا الرسم البياني.', retry: 'إعادة المحاولة' },
    en: { message: 'We could not load this chart.', retry: 'Try again' },
  }[language];
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent(texts.message);
  await expect(canvas.getByRole('heading', { name: TITLE[language] })).toBeVisible();
  // The rest of the page still renders.
  await expect(canvas.getByRole('heading', { name: OTHER[language] })).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: texts.retry }));
  await expect(await canvas.findByText(DRAWN[language])).toBeVisible();
  await expect(canvas.queryByRole('alert')).toBeNull();
}

export const ChartUnavailableArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { language: 'ar' },
  play: ({ canvasElement }) => failsThenLoads(canvasElement, 'ar'),
};

export const ChartUnavailableEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  args: { language: 'en' },
  play: ({ canvasElement }) => failsThenLoads(canvasElement, 'en'),
};
