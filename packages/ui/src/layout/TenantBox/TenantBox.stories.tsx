import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogsClosed, findOpenDialog } from '../../testing/dialogs';
import { TenantBox } from './TenantBox';

const meta = {
  title: 'UI/Layout/TenantBox',
  component: TenantBox,
  parameters: {
    layout: 'padded',
    // A fragment of the account layout, which provides the landmarks.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof TenantBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabic = {
  visible: true,
  label: 'الجهة',
  notSelectedLabel: 'غير محددة',
  switchLabel: 'تبديل',
  dialog: {
    title: 'تبديل الجهة',
    nameLabel: 'اسم الجهة',
    hint: 'اترك الحقل فارغاً للتبديل إلى الجهة المضيفة.',
    cancelLabel: 'إلغاء',
    saveLabel: 'حفظ',
    closeLabel: 'إغلاق',
    onSave: fn(async () => {}),
  },
};
const english = {
  visible: true,
  label: 'Tenant',
  notSelectedLabel: 'Not selected',
  switchLabel: 'Switch',
  dialog: {
    title: 'Switch Tenant',
    nameLabel: 'Name',
    hint: 'Leave the name field blank to switch to the host side.',
    cancelLabel: 'Cancel',
    saveLabel: 'Save',
    closeLabel: 'Close',
    onSave: fn(async () => {}),
  },
};

export const SelectedArabic: Story = {
  args: { ...arabic, tenantName: 'سهم المالية' },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('سهم المالية')).toBeVisible();
    const switchButton = canvas.getByRole('button', { name: 'تبديل' });
    await userEvent.click(switchButton);
    const dialog = await findOpenDialog('تبديل الجهة');
    await expect(within(dialog).getByRole('textbox', { name: 'اسم الجهة' })).toHaveValue(
      'سهم المالية',
    );
    await userEvent.keyboard('{Escape}');
    await dialogsClosed();
    await waitFor(() => expect(switchButton).toHaveFocus());
  },
};

export const SelectedEnglish: Story = {
  args: { ...english, tenantName: 'Sahm Capital' },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sahm Capital')).toBeVisible();
    const switchButton = canvas.getByRole('button', { name: 'Switch' });
    await userEvent.click(switchButton);
    const dialog = await findOpenDialog('Switch Tenant');
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Sahm Capital');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogsClosed();
    await waitFor(() => expect(switchButton).toHaveFocus());
  },
};

export const NotSelectedArabic: Story = {
  args: arabic,
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('غير محددة')).toBeVisible();
    // Keyboard only: Tab to Switch, Enter opens, type, Enter saves, focus comes back.
    await userEvent.tab();
    const switchButton = canvas.getByRole('button', { name: 'تبديل' });
    await expect(switchButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findOpenDialog('تبديل الجهة');
    await expect(within(dialog).getByRole('textbox', { name: 'اسم الجهة' })).toHaveValue('');
    await userEvent.keyboard('acme{Enter}');
    await expect(arabic.dialog.onSave).toHaveBeenCalledWith('acme');
    await dialogsClosed();
    await waitFor(() => expect(switchButton).toHaveFocus());
  },
};

export const NotSelectedEnglish: Story = {
  args: english,
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not selected')).toBeVisible();
    // Keyboard only: Tab to Switch, Enter opens, type, Enter saves, focus comes back.
    await userEvent.tab();
    const switchButton = canvas.getByRole('button', { name: 'Switch' });
    await expect(switchButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findOpenDialog('Switch Tenant');
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await userEvent.keyboard('acme{Enter}');
    await expect(english.dialog.onSave).toHaveBeenCalledWith('acme');
    await dialogsClosed();
    await waitFor(() => expect(switchButton).toHaveFocus());
  },
};

export const HiddenArabic: Story = {
  args: { ...arabic, visible: false, tenantName: 'سهم المالية' },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('سهم المالية')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const HiddenEnglish: Story = {
  args: { ...english, visible: false, tenantName: 'Sahm Capital' },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Sahm Capital')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};
