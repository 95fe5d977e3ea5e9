import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pager, type PagerProps } from './Pager';

// The portal formats numbers for its language; Western digits in both (DESIGN.md).
const formatNumber = (value: number) => new Intl.NumberFormat('en-US').format(value);

const arabicTexts = {
  label: 'صفحات المستخدمين',
  previousLabel: 'السابق',
  nextLabel: 'التالي',
  pageOfText: (page: number, count: number) =>
    `الصفحة ${formatNumber(page)} من ${formatNumber(count)}`,
  rangeText: (first: number, last: number, total: number) =>
    `عرض ${formatNumber(first)}–${formatNumber(last)} من ${formatNumber(total)}`,
};
const englishTexts = {
  label: 'Pages of users',
  previousLabel: 'Previous',
  nextLabel: 'Next',
  pageOfText: (page: number, count: number) =>
    `Page ${formatNumber(page)} of ${formatNumber(count)}`,
  rangeText: (first: number, last: number, total: number) =>
    `Showing ${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(total)}`,
};

/** The page number lives in the list's query state; the pager only asks to change it. */
function PagerDemo(args: PagerProps) {
  const [page, setPage] = useState(args.page);
  return (
    <main style={{ padding: 'var(--space-4)' }}>
      <Pager
        {...args}
        page={page}
        onPageChange={(next) => {
          args.onPageChange(next);
          setPage(next);
        }}
      />
    </main>
  );
}

const meta = {
  title: 'UI/Data/Pager',
  component: Pager,
  render: PagerDemo,
  args: { ...arabicTexts, page: 0, totalCount: 95, onPageChange: fn() },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabic = { locale: 'ar', direction: 'rtl' };
const english = { locale: 'en', direction: 'ltr' };

export const ManyPagesArabic: Story = {
  globals: arabic,
  args: { page: 4 },
  play: async ({ canvasElement, args }) => {
    const pager = within(
      within(canvasElement).getByRole('navigation', { name: 'صفحات المستخدمين' }),
    );
    await expect(pager.getByText('الصفحة 5 من 10')).toBeVisible();
    await expect(pager.getByText('عرض 41–50 من 95')).toBeVisible();
    await userEvent.click(pager.getByRole('button', { name: 'السابق' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(pager.getByText('الصفحة 4 من 10')).toBeVisible();
  },
};

export const ManyPagesEnglish: Story = {
  globals: english,
  args: { ...englishTexts, page: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pager = within(canvas.getByRole('navigation', { name: 'Pages of users' }));
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pager.getByText('Showing 1–10 of 95')).toBeVisible();
    // Keyboard: Tab reaches Next (Previous is disabled and skipped), Enter turns the page.
    await userEvent.tab();
    await expect(pager.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(pager.getByText('Page 2 of 10')).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

export const LastPageArabic: Story = {
  globals: arabic,
  args: { page: 8 },
  play: async ({ canvasElement, args }) => {
    const pager = within(within(canvasElement).getByRole('navigation'));
    const next = pager.getByRole('button', { name: 'التالي' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(9);
    await expect(pager.getByText('الصفحة 10 من 10')).toBeVisible();
    await expect(pager.getByText('عرض 91–95 من 95')).toBeVisible();
    await expect(next).toBeDisabled();
    // The pressed button is now disabled: focus moves to the other one, not to the page.
    await expect(pager.getByRole('button', { name: 'السابق' })).toHaveFocus();
  },
};

export const LastPageEnglish: Story = {
  globals: english,
  args: { ...englishTexts, page: 9 },
  play: async ({ canvasElement }) => {
    const pager = within(within(canvasElement).getByRole('navigation'));
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

export const OnePageArabic: Story = {
  globals: arabic,
  args: { totalCount: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const OnePageEnglish: Story = {
  globals: english,
  args: { ...englishTexts, totalCount: 10 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const WithoutRangeArabic: Story = {
  globals: arabic,
  args: { rangeText: undefined, pageSize: 25, totalCount: 60 },
  play: async ({ canvasElement }) => {
    const pager = within(within(canvasElement).getByRole('navigation'));
    await expect(pager.getByText('الصفحة 1 من 3')).toBeVisible();
    await expect(pager.queryByText(/عرض/)).toBeNull();
  },
};

export const WithoutRangeEnglish: Story = {
  globals: english,
  args: { ...englishTexts, rangeText: undefined, pageSize: 25, totalCount: 60 },
  play: async ({ canvasElement }) => {
    const pager = within(within(canvasElement).getByRole('navigation'));
    await expect(pager.getByText('Page 1 of 3')).toBeVisible();
    await expect(pager.queryByText(/Showing/)).toBeNull();
  },
};
