import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PlusIcon } from '@radix-ui/react-icons';
import { Button } from '@radix-ui/themes';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListToolbar } from './ListToolbar';
import { SearchField } from './SearchField';

type ToolbarDemoProps = {
  searchLabel: string;
  placeholder: string;
  newLabel: string;
  labelHidden?: boolean;
  disabledNew?: boolean;
  onSearch: (value: string) => void;
  onNew: () => void;
};

/** A users list's toolbar: the screen keeps the search text and debounces its query. */
function ToolbarDemo({
  searchLabel,
  placeholder,
  newLabel,
  labelHidden,
  disabledNew,
  onSearch,
  onNew,
}: ToolbarDemoProps) {
  const [search, setSearch] = useState('');
  return (
    <main style={{ padding: 'var(--space-4)' }}>
      <ListToolbar
        actions={
          // White on jade-9 misses AA for regular-weight text; high contrast reaches it.
          <Button highContrast onClick={onNew} disabled={disabledNew}>
            <PlusIcon aria-hidden="true" />
            {newLabel}
          </Button>
        }
      >
        <SearchField
          label={searchLabel}
          labelHidden={labelHidden}
          placeholder={placeholder}
          value={search}
          onValueChange={(value) => {
            onSearch(value);
            setSearch(value);
          }}
        />
      </ListToolbar>
    </main>
  );
}

const meta = {
  title: 'UI/Data/ListToolbar',
  component: ToolbarDemo,
  args: {
    searchLabel: 'البحث في المستخدمين',
    placeholder: 'الاسم أو البريد الإلكتروني',
    newLabel: 'مستخدم جديد',
    onSearch: fn(),
    onNew: fn(),
  },
} satisfies Meta<typeof ToolbarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'البحث في المستخدمين' });
    await userEvent.type(search, 'سارة');
    // Every keystroke is reported at once; the screen's query hook debounces.
    await expect(args.onSearch).toHaveBeenCalledTimes(4);
    await expect(args.onSearch).toHaveBeenLastCalledWith('سارة');
    await userEvent.clear(search);
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await userEvent.click(canvas.getByRole('button', { name: 'مستخدم جديد' }));
    await expect(args.onNew).toHaveBeenCalledOnce();
  },
};

export const SearchEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  args: { searchLabel: 'Search users', placeholder: 'Name or email', newLabel: 'New user' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveFocus();
    await userEvent.keyboard('sara');
    await expect(args.onSearch).toHaveBeenLastCalledWith('sara');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'New user' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNew).toHaveBeenCalledOnce();
  },
};

export const HiddenLabelArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { labelHidden: true },
  play: async ({ canvasElement }) => {
    // Named for assistive technology even without a visible label.
    await expect(
      within(canvasElement).getByRole('searchbox', { name: 'البحث في المستخدمين' }),
    ).toBeVisible();
    const label = within(canvasElement).getByText('البحث في المستخدمين');
    await expect(label.parentElement?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const HiddenLabelEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  args: {
    searchLabel: 'Search users',
    placeholder: 'Name or email',
    newLabel: 'New user',
    labelHidden: true,
  },
  play: async ({ canvasElement }) => {
    // Named for assistive technology even without a visible label.
    await expect(
      within(canvasElement).getByRole('searchbox', { name: 'Search users' }),
    ).toBeVisible();
    const label = within(canvasElement).getByText('Search users');
    await expect(label.parentElement?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const DisabledActionArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { disabledNew: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'مستخدم جديد' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onNew).not.toHaveBeenCalled();
  },
};

export const DisabledActionEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  args: {
    searchLabel: 'Search users',
    placeholder: 'Name or email',
    newLabel: 'New user',
    disabledNew: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'New user' });
    await expect(button).toBeDisabled();
    // Tab skips the disabled action: focus stays in the search box.
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveFocus();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onNew).not.toHaveBeenCalled();
  },
};

export const LongLabelsArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl', viewport: { value: 'mobile1', isRotated: false } },
  args: {
    searchLabel: 'البحث في المستخدمين بالاسم الكامل أو البريد الإلكتروني أو رقم الهوية الوطنية',
    placeholder: 'مثال: عبدالرحمن بن عبدالعزيز الدوسري',
    newLabel: 'إضافة مستخدم جديد إلى المستأجر الحالي',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LongLabelsEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr', viewport: { value: 'mobile1', isRotated: false } },
  args: {
    searchLabel: 'Search users by full name, email address or national identity number',
    placeholder: 'For example: Abdulrahman bin Abdulaziz Aldosari',
    newLabel: 'Add a new user to the current tenant',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Add a new user to the current tenant' }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
