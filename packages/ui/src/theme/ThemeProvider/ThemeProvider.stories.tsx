import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { expect, within } from 'storybook/test';
import { ThemeProvider } from './ThemeProvider';

function Specimen({ heading, body, amount }: { heading: string; body: string; amount: string }) {
  return (
    <Box p="5">
      <Card size="3">
        <Flex direction="column" gap="3">
          <Heading as="h1">{heading}</Heading>
          <Text as="p">{body}</Text>
          <Text as="p" size="6" weight="bold" className="sahm-tabular-nums" data-testid="amount">
            {amount}
          </Text>
          <Flex gap="3">
            <Button highContrast>{heading}</Button>
            <Button variant="soft" highContrast>
              {heading}
            </Button>
          </Flex>
        </Flex>
      </Card>
    </Box>
  );
}

const meta = {
  title: 'UI/Theme/ThemeProvider',
  component: ThemeProvider,
  parameters: {
    // A specimen of type and colour, not a page.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabicSpecimen = (
  <Specimen
    heading="فرص استثمارية"
    body="سهم منصة استثمار تضع مدخراتك في فرص مدروسة، بواجهة عربية أولاً."
    amount="١٢٬٥٠٠٫٠٠ ر.س — 12,500.00 ر.س"
  />
);

const englishSpecimen = (
  <Specimen
    heading="Investment opportunities"
    body="Sahm puts your savings into considered opportunities, Arabic first."
    amount="SAR 12,500.00"
  />
);

export const LightArabic: Story = {
  args: { direction: 'rtl', appearance: 'light', children: arabicSpecimen },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getByTestId('amount');
    const root = amount.closest('.radix-themes') as HTMLElement;
    await expect(root).toHaveAttribute('dir', 'rtl');
    await expect(root).toHaveAttribute('data-accent-color', 'jade');
    await expect(root).toHaveAttribute('data-gray-color', 'sage');
    await expect(getComputedStyle(amount).fontFamily).toContain('IBM Plex Sans Arabic');
    await expect(getComputedStyle(amount).fontVariantNumeric).toBe('tabular-nums');
  },
};

export const LightEnglish: Story = {
  args: { direction: 'ltr', appearance: 'light', children: englishSpecimen },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getByTestId('amount');
    await expect(amount.closest('.radix-themes')).toHaveAttribute('dir', 'ltr');
  },
};

export const DarkArabic: Story = {
  args: { direction: 'rtl', appearance: 'dark', children: arabicSpecimen },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getByTestId('amount');
    await expect(amount.closest('.radix-themes')).toHaveClass('dark');
  },
};

export const DarkEnglish: Story = {
  args: { direction: 'ltr', appearance: 'dark', children: englishSpecimen },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getByTestId('amount');
    await expect(amount.closest('.radix-themes')).toHaveClass('dark');
  },
};
