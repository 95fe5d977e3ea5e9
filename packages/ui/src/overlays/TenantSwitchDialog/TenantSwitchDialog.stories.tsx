import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findOpenDialog } from '../../testing/dialogs';
import { TenantSwitchDialog } from './TenantSwitchDialog';

const meta = {
  title: 'UI/Overlays/TenantSwitchDialog',
  component: TenantSwitchDialog,
  args: { open: true, onClose: fn(), onSave: fn(async () => {}) },
} satisfies Meta<typeof TenantSwitchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabic = {
  title: 'تبديل الجهة',
  nameLabel: 'اسم الجهة',
  hint: 'اترك الحقل فارغاً للتبديل إلى الجهة المضيفة.',
  cancelLabel: 'إلغاء',
  saveLabel: 'حفظ',
  closeLabel: 'إغلاق',
};
const english = {
  title: 'Switch Tenant',
  nameLabel: 'Name',
  hint: 'Leave the name field blank to switch to the host side.',
  cancelLabel: 'Cancel',
  saveLabel: 'Save',
  closeLabel: 'Close',
};

export const UnchangedArabic: Story = {
  args: { ...arabic, currentName: 'سهم المالية' },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ args }) => {
    const dialog = within(await findOpenDialog('تبديل الجهة'));
    const name = dialog.getByRole('textbox', { name: 'اسم الجهة' });
    await expect(name).toHaveValue('سهم المالية');
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription('اترك الحقل فارغاً للتبديل إلى الجهة المضيفة.');
    await expect(dialog.getByRole('button', { name: 'حفظ' })).toBeDisabled();
    // Enter with an unchanged name submits nothing.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const UnchangedEnglish: Story = {
  args: { ...english, currentName: 'sahm' },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ args }) => {
    const dialog = within(await findOpenDialog('Switch Tenant'));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('sahm');
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(
      'Leave the name field blank to switch to the host side.',
    );
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    // Enter with an unchanged name submits nothing.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ChangedArabic: Story = {
  args: { ...arabic, currentName: 'سهم المالية' },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ args }) => {
    const dialog = within(await findOpenDialog('تبديل الجهة'));
    const name = dialog.getByRole('textbox', { name: 'اسم الجهة' });
    await userEvent.clear(name);
    // Spaces around the name are not part of it.
    await userEvent.type(name, ' acme ');
    await expect(dialog.getByRole('button', { name: 'حفظ' })).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('acme');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

export const ChangedEnglish: Story = {
  args: { ...english, currentName: 'sahm' },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ args }) => {
    const dialog = within(await findOpenDialog('Switch Tenant'));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, ' acme ');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('acme');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

export const ClearedArabic: Story = {
  args: { ...arabic, currentName: 'سهم المالية' },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ args }) => {
    const dialog = within(await findOpenDialog('تبديل الجهة'));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'اسم الجهة' }));
    // SPEC §4: saving an empty name clears the tenant.
    await userEvent.click(dialog.getByRole('button', { name: 'حفظ' }));
    await expect(args.onSave).toHaveBeenCalledWith('');
  },
};

export const ClearedEnglish: Story = {
  args: { ...english, currentName: 'sahm' },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ args }) => {
    const dialog = within(await findOpenDialog('Switch Tenant'));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Name' }));
    // SPEC §4: saving an empty name clears the tenant.
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith('');
  },
};

export const SavingEnglish: Story = {
  args: { ...english, currentName: '', onSave: fn(() => new Promise<void>(() => {})) },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ args }) => {
    const dialogElement = await findOpenDialog('Switch Tenant');
    const dialog = within(dialogElement);
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('');
    await userEvent.type(name, 'acme');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialogElement).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(name).toHaveAttribute('readonly');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const SavingArabic: Story = {
  args: { ...arabic, currentName: '', onSave: fn(() => new Promise<void>(() => {})) },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async () => {
    const dialog = within(await findOpenDialog('تبديل الجهة'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'اسم الجهة' }), 'acme');
    await userEvent.keyboard('{Enter}');
    await expect(dialog.getByRole('button', { name: 'إلغاء' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'إغلاق' })).toBeDisabled();
  },
};

export const FailedEnglish: Story = {
  args: {
    ...english,
    currentName: 'sahm',
    onSave: fn(() => Promise.reject(new Error('Given tenant is not available: nowhere'))),
  },
  globals: { locale: 'en', direction: 'ltr' },
  play: async ({ args }) => {
    const dialogElement = await findOpenDialog('Switch Tenant');
    const dialog = within(dialogElement);
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'nowhere{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('nowhere');
    // Stays open with the typed name, ready for another try.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled());
    await expect(dialogElement).not.toHaveAttribute('aria-busy');
    await expect(name).toHaveValue('nowhere');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const FailedArabic: Story = {
  args: {
    ...arabic,
    currentName: '',
    onSave: fn(() => Promise.reject(new Error('الجهة غير متاحة'))),
  },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ args }) => {
    const dialog = within(await findOpenDialog('تبديل الجهة'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'اسم الجهة' }), 'غير موجودة{Enter}');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'حفظ' })).toBeEnabled());
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
