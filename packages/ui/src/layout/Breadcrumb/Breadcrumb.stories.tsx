import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routerNavigate } from '../../testing/story-actions';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'UI/Layout/Breadcrumb',
  component: Breadcrumb,
  parameters: { layout: 'padded' },
  args: { onNavigate: routerNavigate() },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultArabic: Story = {
  args: {
    label: 'مسار التنقل',
    items: [
      { label: 'الرئيسية', href: '/' },
      { label: 'الإدارة' },
      { label: 'المستخدمون', href: '/identity/users' },
    ],
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'مسار التنقل' });
    const items = within(nav).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(nav).getByText('المستخدمون')).toHaveAttribute('aria-current', 'page');
    // The last item is the current page, not a link to itself.
    await expect(within(nav).getAllByRole('link')).toHaveLength(1);
    const separator = nav.querySelector('svg');
    await expect(getComputedStyle(separator as Element).transform).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'الرئيسية' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/', expect.anything());
  },
};

export const DefaultEnglish: Story = {
  args: {
    label: 'Breadcrumb',
    items: [
      { label: 'Home', href: '/' },
      { label: 'Investment opportunities', href: '/investment' },
    ],
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByText('Investment opportunities')).toHaveAttribute(
      'aria-current',
      'page',
    );
    const separator = nav.querySelector('svg');
    await expect(getComputedStyle(separator as Element).transform).toBe('none');
  },
};

export const SingleItemArabic: Story = {
  args: { label: 'مسار التنقل', items: [{ label: 'الرئيسية', href: '/' }] },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'مسار التنقل' });
    await expect(within(nav).getByText('الرئيسية')).toHaveAttribute('aria-current', 'page');
    await expect(nav.querySelector('svg')).toBeNull();
  },
};

export const SingleItemEnglish: Story = {
  args: { label: 'Breadcrumb', items: [{ label: 'Home', href: '/' }] },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByText('Home')).toHaveAttribute('aria-current', 'page');
  },
};
