import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '@radix-ui/themes';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { menusClosed } from '../../testing/menus';
import { DataTable } from './DataTable';
import type { DataTableLayout } from './DataTable.variants';
import type { DataTableSorting } from './sorting';
import {
  longNameUsers,
  sampleColumns,
  sampleTexts,
  sampleUsers,
  type SampleLanguage,
  type SampleUser,
} from './sample-users';

type UsersTableProps = {
  language: SampleLanguage;
  state: 'loading' | 'error' | 'ready';
  rows: SampleUser[];
  busy?: boolean;
  layout?: DataTableLayout;
  initialSorting?: DataTableSorting;
  onSortingChange: (sorting: DataTableSorting) => void;
  onRetry: () => void;
  onClearFilters: () => void;
  onAction: (action: string, userId: string) => void;
};

// The page keeps the sorting (as a list query hook would) and sorts the sample rows itself.
function sortRows(rows: SampleUser[], sorting: DataTableSorting): SampleUser[] {
  if (!sorting) return rows;
  const field = sorting.key === 'creationTime' ? 'joined' : (sorting.key as keyof SampleUser);
  const sign = sorting.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => (a[field] < b[field] ? -sign : a[field] > b[field] ? sign : 0));
}

/** A users list as an admin screen would wire it: texts, sorting state and row actions. */
function UsersTable({
  language,
  state,
  rows,
  busy,
  layout,
  initialSorting = null,
  onSortingChange,
  onRetry,
  onClearFilters,
  onAction,
}: UsersTableProps) {
  const texts = sampleTexts[language];
  const [sorting, setSorting] = useState<DataTableSorting>(initialSorting);
  return (
    <main style={{ padding: 'var(--space-4)' }}>
      <DataTable
        columns={sampleColumns(language)}
        rows={sortRows(rows, sorting)}
        getRowId={(user) => user.id}
        caption={texts.caption}
        state={state}
        loadingText={texts.loading}
        emptyText={texts.empty}
        emptyDescription={texts.emptyDescription}
        emptyAction={
          <Button variant="soft" highContrast onClick={onClearFilters}>
            {texts.clearFilters}
          </Button>
        }
        error={{
          title: texts.errorTitle,
          message: texts.errorMessage,
          retryLabel: texts.retry,
          onRetry,
        }}
        sorting={sorting}
        onSortingChange={(next) => {
          onSortingChange(next);
          setSorting(next);
        }}
        busy={busy}
        layout={layout}
        rowActions={(user) => [
          { id: 'edit', label: texts.edit, onSelect: () => onAction('edit', user.id) },
          {
            id: 'permissions',
            label: texts.permissions,
            onSelect: () => onAction('permissions', user.id),
            disabled: user.role === 'admin',
          },
          {
            id: 'delete',
            label: texts.remove,
            tone: 'danger',
            onSelect: () => onAction('delete', user.id),
          },
        ]}
        actionsLabel={(user) => texts.actionsFor(user.name)}
        actionsColumnLabel={texts.actionsColumn}
      />
    </main>
  );
}

const wide = { viewport: { value: 'desktop', isRotated: false } };
const narrow = { viewport: { value: 'mobile2', isRotated: false } };
const arabic = { locale: 'ar', direction: 'rtl', ...wide };
const english = { locale: 'en', direction: 'ltr', ...wide };

const meta = {
  title: 'UI/Data/DataTable',
  component: UsersTable,
  args: {
    language: 'ar',
    state: 'ready',
    rows: sampleUsers.ar,
    onSortingChange: fn(),
    onRetry: fn(),
    onClearFilters: fn(),
    onAction: fn(),
  },
} satisfies Meta<typeof UsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const headerCell = (table: HTMLElement, name: string) =>
  within(table).getByRole('button', { name }).closest('th');
const firstRowHeader = (table: HTMLElement) => within(table).getAllByRole('rowheader')[0];

export const FilledArabic: Story = {
  globals: arabic,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'المستخدمون' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    await expect(firstRowHeader(table)).toHaveTextContent('سارة الحربي');
    await expect(
      within(table).getByRole('columnheader', { name: 'الإجراءات' }),
    ).toBeInTheDocument();
    // Unsorted: no header claims an order.
    await expect(table.querySelectorAll('[aria-sort]')).toHaveLength(0);
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const FilledEnglish: Story = {
  globals: english,
  args: { language: 'en', rows: sampleUsers.en },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' });
    await expect(firstRowHeader(table)).toHaveTextContent('Sara Alharbi');
    await expect(
      within(table).getByRole('button', { name: 'Actions for Noura Alotaibi' }),
    ).toBeVisible();
  },
};

/** Balance sorts ascending, then descending, then not at all; first rows per language. */
const cyclesThroughSorting =
  (t: {
    caption: string;
    balance: string;
    role: string;
    lowest: string;
    highest: string;
  }): Story['play'] =>
  async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: t.caption });
    await userEvent.click(within(table).getByRole('button', { name: t.balance }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith({ key: 'balance', order: 'asc' });
    await expect(headerCell(table, t.balance)).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstRowHeader(table)).toHaveTextContent(t.lowest);

    await userEvent.click(within(table).getByRole('button', { name: t.balance }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith({ key: 'balance', order: 'desc' });
    await expect(headerCell(table, t.balance)).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRowHeader(table)).toHaveTextContent(t.highest);

    await userEvent.click(within(table).getByRole('button', { name: t.balance }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith(null);
    await expect(headerCell(table, t.balance)).not.toHaveAttribute('aria-sort');
    // A column without a sort key is plain text.
    await expect(within(table).queryByRole('button', { name: t.role })).toBeNull();
  };

export const SortingCycleArabic: Story = {
  globals: arabic,
  play: cyclesThroughSorting({
    caption: 'المستخدمون',
    balance: 'الرصيد',
    role: 'الدور',
    lowest: 'سارة الحربي',
    highest: 'محمد القحطاني',
  }),
};

export const SortingCycleEnglish: Story = {
  globals: english,
  args: { language: 'en', rows: sampleUsers.en },
  play: cyclesThroughSorting({
    caption: 'Users',
    balance: 'Balance',
    role: 'Role',
    lowest: 'Sara Alharbi',
    highest: 'Mohammed Alqahtani',
  }),
};

/** Enter on a focused header sorts it; Tab to the next header and Enter moves the sort there. */
const sortsByKeyboard =
  (t: { caption: string; name: string; email: string }): Story['play'] =>
  async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: t.caption });
    within(table).getByRole('button', { name: t.name }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith({ key: 'name', order: 'asc' });
    await expect(headerCell(table, t.name)).toHaveAttribute('aria-sort', 'ascending');
    // Another column starts ascending and takes the sort over.
    await userEvent.tab();
    await expect(within(table).getByRole('button', { name: t.email })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith({ key: 'email', order: 'asc' });
    await expect(headerCell(table, t.name)).not.toHaveAttribute('aria-sort');
    await expect(headerCell(table, t.email)).toHaveAttribute('aria-sort', 'ascending');
  };

export const SortingByKeyboardArabic: Story = {
  globals: arabic,
  play: sortsByKeyboard({ caption: 'المستخدمون', name: 'الاسم', email: 'البريد الإلكتروني' }),
};

export const SortingByKeyboardEnglish: Story = {
  globals: english,
  args: { language: 'en', rows: sampleUsers.en },
  play: sortsByKeyboard({ caption: 'Users', name: 'Name', email: 'Email' }),
};

export const SortedAscendingArabic: Story = {
  globals: arabic,
  args: { initialSorting: { key: 'creationTime', order: 'asc' } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'المستخدمون' });
    await expect(headerCell(table, 'تاريخ الانضمام')).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstRowHeader(table)).toHaveTextContent('سارة الحربي');
  },
};

export const SortedAscendingEnglish: Story = {
  globals: english,
  args: {
    language: 'en',
    rows: sampleUsers.en,
    initialSorting: { key: 'creationTime', order: 'asc' },
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' });
    await expect(headerCell(table, 'Joined')).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstRowHeader(table)).toHaveTextContent('Sara Alharbi');
  },
};

export const SortedDescendingArabic: Story = {
  globals: arabic,
  args: { initialSorting: { key: 'creationTime', order: 'desc' } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'المستخدمون' });
    await expect(headerCell(table, 'تاريخ الانضمام')).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRowHeader(table)).toHaveTextContent('نورة العتيبي');
  },
};

export const SortedDescendingEnglish: Story = {
  globals: english,
  args: {
    language: 'en',
    rows: sampleUsers.en,
    initialSorting: { key: 'creationTime', order: 'desc' },
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' });
    await expect(headerCell(table, 'Joined')).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRowHeader(table)).toHaveTextContent('Noura Alotaibi');
  },
};

export const RowActionsArabic: Story = {
  globals: arabic,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = () => canvas.getByRole('button', { name: 'إجراءات محمد القحطاني' });
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'تعديل' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await menusClosed();
    // Looked up again: the first opening replaces the deferred trigger with Radix's.
    await expect(trigger()).toHaveFocus();

    // ArrowDown opens too; the danger item is last and reached with the arrows.
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'حذف' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('delete', 'u2');
    await menusClosed();
    await expect(trigger()).toHaveFocus();
  },
};

export const RowActionsEnglish: Story = {
  globals: english,
  args: { language: 'en', rows: sampleUsers.en },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions for Sara Alharbi' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    // An administrator's permissions are not editable here: the item is there but disabled.
    await expect(within(menu).getByRole('menuitem', { name: 'Permissions' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await expect(args.onAction).toHaveBeenCalledWith('edit', 'u1');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await menusClosed();
  },
};

export const LoadingArabic: Story = {
  globals: arabic,
  args: { state: 'loading', rows: [] },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'جارٍ تحميل المستخدمين' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

export const LoadingEnglish: Story = {
  globals: english,
  args: { language: 'en', state: 'loading', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading users' }),
    ).toBeVisible();
  },
};

export const EmptyArabic: Story = {
  globals: arabic,
  args: { rows: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('لا يوجد مستخدمون مطابقون')).toBeVisible();
    await expect(canvas.getByText('جرّب بحثًا آخر أو امسح التصفية.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'مسح التصفية' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

export const EmptyEnglish: Story = {
  globals: english,
  args: { language: 'en', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No users match')).toBeVisible();
  },
};

export const ErrorWithRetryArabic: Story = {
  globals: arabic,
  args: { state: 'error', rows: [] },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('تعذّر تحميل المستخدمين.');
    await expect(alert).toHaveTextContent('انقطع الاتصال.');
    await userEvent.click(within(alert).getByRole('button', { name: 'إعادة المحاولة' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ErrorWithRetryEnglish: Story = {
  globals: english,
  args: { language: 'en', state: 'error', rows: [] },
  play: async ({ canvasElement, args }) => {
    const retry = within(within(canvasElement).getByRole('alert')).getByRole('button', {
      name: 'Try again',
    });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const BusyArabic: Story = {
  globals: arabic,
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'المستخدمون' });
    // The rows stay while the next page or order is fetched.
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    await expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const BusyEnglish: Story = {
  globals: english,
  args: { language: 'en', rows: sampleUsers.en, busy: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' });
    await expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};

const noHorizontalScroll = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

export const LongTextArabic: Story = {
  globals: arabic,
  args: { rows: longNameUsers.ar },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'المستخدمون' });
    await expect(firstRowHeader(table)).toHaveTextContent(/آل عبدالكريم الدوسري/);
    await noHorizontalScroll();
  },
};

export const LongTextEnglish: Story = {
  globals: english,
  args: { language: 'en', rows: longNameUsers.en },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' });
    await expect(firstRowHeader(table)).toHaveTextContent(/Al Abdulkarim Aldosari/);
    await noHorizontalScroll();
  },
};

export const NarrowArabic: Story = {
  globals: { ...arabic, ...narrow },
  args: { rows: longNameUsers.ar },
  play: async ({ canvasElement, args }) => {
    await expect(window.innerWidth).toBeLessThan(992);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = within(canvas.getByRole('list', { name: 'المستخدمون' }));
    await expect(cards.getAllByRole('listitem')).toHaveLength(4);
    await expect(cards.getByRole('heading', { level: 3, name: 'سارة الحربي' })).toBeVisible();
    // Each card tells its values by the column labels.
    await expect(cards.getAllByText('البريد الإلكتروني')).toHaveLength(4);
    await noHorizontalScroll();
    // Reached with the keyboard: the card's link, then its actions.
    cards.getByRole('link', { name: 'سارة الحربي' }).focus();
    await userEvent.tab();
    await expect(cards.getByRole('button', { name: 'إجراءات سارة الحربي' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'تعديل' }));
    await expect(args.onAction).toHaveBeenCalledWith('edit', 'u1');
    await menusClosed();
  },
};

export const NarrowEnglish: Story = {
  globals: { ...english, ...narrow },
  args: { language: 'en', rows: sampleUsers.en },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThan(992);
    const cards = within(within(canvasElement).getByRole('list', { name: 'Users' }));
    await expect(cards.getAllByRole('listitem')).toHaveLength(3);
    await expect(cards.getAllByText('Balance')).toHaveLength(3);
    await waitFor(() => expect(cards.getByText('Administrator')).toBeVisible());
  },
};

export const ForcedCardsArabic: Story = {
  globals: arabic,
  args: { layout: 'cards' },
  play: async ({ canvasElement }) => {
    // A list in a narrow container (a side panel) asks for cards on any screen.
    await expect(window.innerWidth).toBeGreaterThanOrEqual(992);
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
    await expect(within(canvasElement).getByRole('list', { name: 'المستخدمون' })).toBeVisible();
  },
};

export const ForcedCardsEnglish: Story = {
  globals: english,
  args: { language: 'en', rows: sampleUsers.en, layout: 'cards' },
  play: async ({ canvasElement }) => {
    // A list in a narrow container (a side panel) asks for cards on any screen.
    await expect(window.innerWidth).toBeGreaterThanOrEqual(992);
    await expect(within(canvasElement).getByRole('list', { name: 'Users' })).toBeVisible();
  },
};
