import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { SEEDED_IDS } from '@sahm/platform/mocks';
import { createFailureHandlers, operationPattern } from '@sahm/investor-sdk/mocks';
import { investorStoryBackend, withPortalPlatform } from '../../testing/story-platform';
import { BankAccountScreen } from './BankAccountScreen';
import { showsProgress } from '@sahm/ui/testing';

const investor = SEEDED_IDS.users.investor;
const portal = { userId: investor, path: '/bank-account' };
type Canvas = ReturnType<typeof within>;

/** The seeded investor's primary Al Rajhi account, and a valid Saudi National Bank IBAN they lack. */
const SEEDED_IBAN = 'SA03 8000 0000 6080 1016 7519';
const NEW_IBAN = 'SA3510000000123456789012';
/** The seeded IBAN with its last digit changed: the mod-97 check fails. */
const BAD_CHECKSUM_IBAN = 'SA0380000000608010167518';

const never = () => new Promise<never>(() => {});
const listNeverAnswers = http.get(operationPattern('getBankAccounts'), never);
const addNeverAnswers = http.post(operationPattern('addBankAccount'), never);

const accountsList = async (canvas: Canvas, name: string) =>
  within(await canvas.findByRole('list', { name }));

const LONG_HOLDER = 'Abdulrahman Mohammed Abdullah Abdulaziz Al Qahtani Al Shammari Al Otaibi';
const LONG_BANK_AR =
  'مصرف الراجحي - فرع طريق الملك عبدالعزيز الرئيسي - الرياض - المملكة العربية السعودية';
const LONG_BANK_EN =
  'Al Rajhi Banking and Investment Corporation - King Abdulaziz Road Main Branch - Riyadh';

function longTextBackend(bankName: string) {
  const backend = investorStoryBackend();
  const record = backend.store.ensureInvestor(investor, null);
  record.bankAccounts = record.bankAccounts.map((account) => ({
    ...account,
    bankName,
    accountHolderName: LONG_HOLDER,
  }));
  return backend;
}

const meta = {
  title: 'Portal/Screens/BankAccounts',
  component: BankAccountScreen,
  decorators: [withPortalPlatform],
  parameters: {
    layout: 'padded',
    msw: { handlers: investorStoryBackend().handlers },
    portal,
    // A screen fragment without the application layout's landmarks.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof BankAccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FilledArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: { msw: { handlers: investorStoryBackend().handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'الحسابات البنكية' }),
    ).toBeVisible();
    const list = await accountsList(canvas, 'حساباتك');
    await expect(list.getAllByRole('listitem')).toHaveLength(1);
    await expect(list.getByRole('heading', { level: 3, name: 'Al Rajhi Bank' })).toBeVisible();
    await expect(list.getByText(SEEDED_IBAN)).toBeVisible();
    await expect(list.getByText('رئيسي')).toBeVisible();

    // A valid IBAN with no bank name: the server names the bank from the IBAN.
    await userEvent.type(canvas.getByRole('textbox', { name: 'رقم الآيبان' }), NEW_IBAN);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'اسم صاحب الحساب (بالإنجليزية)' }),
      'Sara Al Qahtani',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'إضافة الحساب' }));
    await expect(
      await list.findByRole('heading', { level: 3, name: 'البنك الأهلي السعودي' }),
    ).toBeVisible();
    await expect(list.getByText('SA35 1000 0000 1234 5678 9012')).toBeVisible();
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'رقم الآيبان' })).toHaveValue(''),
    );
  },
};

export const FilledEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: { msw: { handlers: investorStoryBackend().handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const list = await accountsList(canvas, 'Your accounts');
    await expect(list.getByText(SEEDED_IBAN)).toBeVisible();
    await expect(list.getByText('Primary')).toBeVisible();

    // Lower case and spaces are accepted and stored in the electronic form.
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'IBAN' }),
      'sa35 1000 0000 1234 5678 9012',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Account holder name (English)' }),
      'Sara Al Qahtani',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Bank name (optional)' }),
      'SNB Savings',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add account' }));
    await expect(await list.findByRole('heading', { level: 3, name: 'SNB Savings' })).toBeVisible();
    await expect(list.getByText('SA35 1000 0000 1234 5678 9012')).toBeVisible();
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'IBAN' })).toHaveValue(''));
  },
};

export const LoadingArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: { msw: { handlers: [listNeverAnswers, ...investorStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('status', { name: 'جارٍ تحميل حساباتك البنكية' }),
    ).toBeVisible();
    // The form does not wait for the list.
    await expect(canvas.getByRole('button', { name: 'إضافة الحساب' })).toBeEnabled();
  },
};

export const LoadingEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: { msw: { handlers: [listNeverAnswers, ...investorStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('status', { name: 'Loading your bank accounts' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: {
    msw: {
      handlers: [
        ...createFailureHandlers({ getBankAccounts: 'server-error' }),
        ...investorStoryBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('تعذّر تحميل حساباتك البنكية.');
    await expect(within(alert).getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

export const ErrorEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: {
    msw: {
      handlers: [
        ...createFailureHandlers({ getBankAccounts: 'malformed-body' }),
        ...investorStoryBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We could not load your bank accounts.');
    await expect(alert).toHaveTextContent('We received an answer we could not read.');
  },
};

export const EmptyArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: {
    msw: { handlers: investorStoryBackend().handlers },
    portal: { userId: SEEDED_IDS.users.newInvestor, path: '/bank-account' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('لا توجد حسابات بنكية بعد')).toBeVisible();
    await expect(
      canvas.getByText('أضف رقم آيبان لحساب باسمك لتتمكن من السحب من محفظتك.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const EmptyEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: {
    msw: { handlers: investorStoryBackend().handlers },
    portal: { userId: SEEDED_IDS.users.newInvestor, path: '/bank-account' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No bank accounts yet')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Add a bank account' }),
    ).toBeVisible();
  },
};

export const BusyArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: { msw: { handlers: [addNeverAnswers, ...investorStoryBackend().handlers] } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await accountsList(canvas, 'حساباتك');
    await userEvent.type(canvas.getByRole('textbox', { name: 'رقم الآيبان' }), NEW_IBAN);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'اسم صاحب الحساب (بالإنجليزية)' }),
      'Sara Al Qahtani',
    );
    const button = canvas.getByRole('button', { name: 'إضافة الحساب' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await expect(showsProgress(button)).toBe(true);
  },
};

export const BusyEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: { msw: { handlers: [addNeverAnswers, ...investorStoryBackend().handlers] } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const list = await accountsList(canvas, 'Your accounts');
    await userEvent.type(canvas.getByRole('textbox', { name: 'IBAN' }), NEW_IBAN);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Account holder name (English)' }),
      'Sara Al Qahtani',
    );
    const button = canvas.getByRole('button', { name: 'Add account' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await expect(showsProgress(button)).toBe(true);
    await expect(list.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const ValidationArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: { msw: { handlers: investorStoryBackend().handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const list = await accountsList(canvas, 'حساباتك');
    const iban = canvas.getByRole('textbox', { name: 'رقم الآيبان' });
    const holder = canvas.getByRole('textbox', { name: 'اسم صاحب الحساب (بالإنجليزية)' });
    await userEvent.type(iban, BAD_CHECKSUM_IBAN);
    await userEvent.type(holder, 'سارة القحطاني');
    await userEvent.click(canvas.getByRole('button', { name: 'إضافة الحساب' }));
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      'رقم الآيبان السعودي غير صحيح (SA متبوعًا بـ 22 خانة).',
      'يُسمح بالحروف الإنجليزية والمسافات فقط.',
    ]);
    await expect(iban).toHaveAttribute('aria-invalid', 'true');
    await expect(iban).toHaveFocus();
    await expect(list.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const ValidationEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: { msw: { handlers: investorStoryBackend().handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await accountsList(canvas, 'Your accounts');
    const iban = canvas.getByRole('textbox', { name: 'IBAN' });
    await userEvent.type(iban, 'GB82WEST12345698765432');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Account holder name (English)' }),
      'Sara Al Qahtani',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Invalid Saudi IBAN (SA followed by 22 characters).',
    );
    await expect(iban).toHaveAccessibleDescription(
      'Invalid Saudi IBAN (SA followed by 22 characters). SA followed by 22 characters, as on your bank statement.',
    );
  },
};

/** An IBAN the investor already has: the server's validation error lands under the IBAN. */
export const ServerValidationArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: { msw: { handlers: investorStoryBackend().handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const list = await accountsList(canvas, 'حساباتك');
    const iban = canvas.getByRole('textbox', { name: 'رقم الآيبان' });
    await userEvent.type(iban, SEEDED_IBAN);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'اسم صاحب الحساب (بالإنجليزية)' }),
      'Sara Al Qahtani',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'إضافة الحساب' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'رقم الآيبان هذا مضاف مسبقًا إلى حساباتك البنكية.',
    );
    await expect(iban).toHaveAttribute('aria-invalid', 'true');
    await expect(list.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const ServerValidationEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: { msw: { handlers: investorStoryBackend().handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await accountsList(canvas, 'Your accounts');
    const iban = canvas.getByRole('textbox', { name: 'IBAN' });
    await userEvent.type(iban, SEEDED_IBAN);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Account holder name (English)' }),
      'Sara Al Qahtani',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This IBAN is already in your bank accounts.',
    );
    await expect(iban).toHaveFocus();
  },
};

export const LongTextArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: { msw: { handlers: longTextBackend(LONG_BANK_AR).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await accountsList(canvas, 'حساباتك');
    await expect(list.getByRole('heading', { level: 3, name: LONG_BANK_AR })).toBeVisible();
    await expect(list.getByText(LONG_HOLDER)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LongTextEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: { msw: { handlers: longTextBackend(LONG_BANK_EN).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await accountsList(canvas, 'Your accounts');
    await expect(list.getByRole('heading', { level: 3, name: LONG_BANK_EN })).toBeVisible();
    await expect(list.getByText(LONG_HOLDER)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Partial (ADR 0150): accounts on file, none of them primary (the primary was closed, say). The
 * list shows them and a notice says withdrawals wait for a primary account.
 */
function partialStory(
  globals: { locale: 'ar' | 'en'; direction: 'rtl' | 'ltr' },
  text: { list: string; noPrimary: string; primary: string },
): Story {
  const backend = investorStoryBackend();
  const record = backend.store.ensureInvestor(investor, null);
  record.bankAccounts = record.bankAccounts.map((account) => ({ ...account, isPrimary: false }));
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const list = await accountsList(canvas, text.list);
      await expect(list.getAllByRole('listitem')).toHaveLength(1);
      await expect(list.queryByText(text.primary)).toBeNull();
      await expect(canvas.getByText(text.noPrimary)).toBeVisible();
    },
  };
}

export const PartialArabic = partialStory(
  { locale: 'ar', direction: 'rtl' },
  { list: 'حساباتك', noPrimary: 'لا يوجد حساب رئيسي', primary: 'رئيسي' },
);
export const PartialEnglish = partialStory(
  { locale: 'en', direction: 'ltr' },
  { list: 'Your accounts', noPrimary: 'No primary account', primary: 'Primary' },
);
