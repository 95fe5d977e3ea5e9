import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, within } from 'storybook/test';
import { saudiNationalIdCheckDigit } from '@sahm/investor-sdk';
import { createFailureHandlers } from '@sahm/investor-sdk/mocks';
import { SEEDED_IDS } from '@sahm/platform/mocks';
import { investorStoryBackend, withPortalPlatform } from '../../testing/story-platform';
import { CompleteRegistrationScreen } from './CompleteRegistrationScreen';

const NATIONAL_ID = `100000000${saudiNationalIdCheckDigit('100000000')}`;
const portal = { userId: SEEDED_IDS.users.newInvestor, path: '/complete-reg' };

const meta = {
  title: 'Portal/Screens/CompleteRegistration',
  component: CompleteRegistrationScreen,
  decorators: [withPortalPlatform],
  parameters: {
    layout: 'padded',
    portal,
    msw: { handlers: investorStoryBackend().handlers },
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
  beforeEach: () => {
    localStorage.clear();
  },
} satisfies Meta<typeof CompleteRegistrationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const ar = { locale: 'ar', direction: 'rtl' } as const;
const en = { locale: 'en', direction: 'ltr' } as const;

export const LoadingArabic: Story = {
  globals: ar,
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/app/investor/investor-details', () => delay('infinite')),
        ...investorStoryBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('جارٍ تحميل');
  },
};

export const LoadErrorEnglish: Story = {
  globals: en,
  parameters: {
    msw: {
      handlers: [
        ...createFailureHandlers({ getInvestorDetails: 'server-error' }),
        ...investorStoryBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('could not load');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const NationalIdValidationArabic: Story = {
  globals: ar,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: /الخطوة 1 من 6/ });
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('الهوية');
    // No error before an edit; Next marks everything and shows the errors.
    await expect(canvas.queryByText('رقم الهوية الوطنية أو الإقامة غير صحيح.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'التالي' }));
    const id = canvas.getByRole('textbox', { name: /رقم الهوية الوطنية أو الإقامة/ });
    await expect(await canvas.findByText('رقم الهوية الوطنية أو الإقامة غير صحيح.')).toBeVisible();
    await expect(id).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('هذا الحقل مطلوب.')).toBeVisible();
    // Fix and proceed.
    await userEvent.type(id, NATIONAL_ID);
    await userEvent.type(canvas.getByRole('textbox', { name: /تاريخ الميلاد/ }), '1990-01-05');
    await userEvent.click(canvas.getByRole('button', { name: 'التالي' }));
    await canvas.findByRole('heading', { level: 2, name: /الخطوة 2 من 6/ }, { timeout: 5000 });
  },
};

export const NationalIdEnterSubmitsEnglish: Story = {
  globals: en,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: /Step 1 of 6/ });
    await userEvent.type(
      canvas.getByRole('textbox', { name: /National ID or iqama/ }),
      NATIONAL_ID,
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Date of birth/ }),
      '1990-01-05{Enter}',
    );
    await canvas.findByRole('heading', { level: 2, name: /Step 2 of 6/ }, { timeout: 5000 });
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Personal information',
    );
  },
};
