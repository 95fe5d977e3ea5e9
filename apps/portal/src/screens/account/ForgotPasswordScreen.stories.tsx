import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { abpError } from '@sahm/platform/mocks';
import { adminStoryBackend, withPortalPlatform } from '../../testing/story-platform';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { AR, EN } from './story-helpers';

const SEND = '*/api/account/send-password-reset-code';
const sendNeverAnswers = http.post(SEND, () => new Promise<never>(() => {}));
const sendFails = http.post(SEND, () => abpError(500, 'The mail server did not answer.'));
const networkDown = http.post(SEND, () => HttpResponse.error());

const findForm = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('form', { name }, { timeout: 5000 });

async function send(canvasElement: HTMLElement, english: boolean, email: string) {
  const canvas = within(canvasElement);
  const field = canvas.getByLabelText(english ? /^Email address/ : /^البريد الإلكتروني/);
  await userEvent.type(field, email);
  await userEvent.click(
    canvas.getByRole('button', { name: english ? 'Send the link' : 'إرسال الرابط' }),
  );
  return field;
}

const meta = {
  title: 'Portal/Screens/Account/ForgotPassword',
  component: ForgotPasswordScreen,
  decorators: [withPortalPlatform],
  parameters: {
    layout: 'padded',
    msw: { handlers: adminStoryBackend().handlers },
    portal: { path: '/account/forgot-password' },
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IdleArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findForm(canvasElement, 'نسيت كلمة المرور؟');
    await expect(canvas.getByLabelText(/^البريد الإلكتروني/)).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toHaveAttribute(
      'href',
      '/account/login',
    );
  },
};

export const ValidationEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Forgot your password?');
    const field = await send(canvasElement, true, 'investor@');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Please enter a valid email address.'),
    );
    await userEvent.clear(field);
    await waitFor(() => expect(field).toHaveAccessibleDescription('This field is required.'));
  },
};

export const SentArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'نسيت كلمة المرور؟');
    await send(canvasElement, false, 'investor@sahm.example');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'تحقّق من بريدك الإلكتروني' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'إن كان هناك حساب للبريد investor@sahm.example فقد أرسلنا إليه رابطًا',
    );
  },
};

export const UnknownAddressGetsTheSameAnswerEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Forgot your password?');
    await send(canvasElement, true, 'nobody@nowhere.example');
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'If an account exists for nobody@nowhere.example, we have sent it a link to reset the password.',
    );
  },
};

export const BusyArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: [sendNeverAnswers, ...adminStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    const form = await findForm(canvasElement, 'نسيت كلمة المرور؟');
    await send(canvasElement, false, 'investor@sahm.example');
    await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'true'));
    await expect(
      within(canvasElement).getByRole('button', { name: 'إرسال الرابط' }),
    ).toBeDisabled();
  },
};

export const ServerErrorEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: [sendFails, ...adminStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Forgot your password?');
    const field = await send(canvasElement, true, 'investor@sahm.example');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The mail server did not answer.',
    );
    await expect(field).toHaveValue('investor@sahm.example');
  },
};

export const NetworkErrorArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: [networkDown, ...adminStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'نسيت كلمة المرور؟');
    await send(canvasElement, false, 'investor@sahm.example');
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const LongTextEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Forgot your password?');
    const long = `${'first.middle.last.'.repeat(8)}investor@a-very-long-subsidiary-domain.sahm.example`;
    await send(canvasElement, true, long);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(long);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

// ── The same states in the other direction ─────────────────────────────────

export const IdleEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findForm(canvasElement, 'Forgot your password?');
    await expect(canvas.getByLabelText(/^Email address/)).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/account/login',
    );
  },
};

export const ValidationArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'نسيت كلمة المرور؟');
    const field = await send(canvasElement, false, 'investor@');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('يرجى إدخال بريد إلكتروني صحيح.'),
    );
    await userEvent.clear(field);
    await waitFor(() => expect(field).toHaveAccessibleDescription('هذا الحقل مطلوب.'));
  },
};

export const SentEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Forgot your password?');
    await send(canvasElement, true, 'investor@sahm.example');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Check your email' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'If an account exists for investor@sahm.example, we have sent it a link',
    );
  },
};

export const BusyEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: [sendNeverAnswers, ...adminStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    const form = await findForm(canvasElement, 'Forgot your password?');
    await send(canvasElement, true, 'investor@sahm.example');
    await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'true'));
    await expect(
      within(canvasElement).getByRole('button', { name: 'Send the link' }),
    ).toBeDisabled();
  },
};

export const ServerErrorArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: [sendFails, ...adminStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'نسيت كلمة المرور؟');
    const field = await send(canvasElement, false, 'investor@sahm.example');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The mail server did not answer.',
    );
    await expect(field).toHaveValue('investor@sahm.example');
  },
};

export const NetworkErrorEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: [networkDown, ...adminStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'Forgot your password?');
    await send(canvasElement, true, 'investor@sahm.example');
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const LongTextArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    await findForm(canvasElement, 'نسيت كلمة المرور؟');
    const long = `${'first.middle.last.'.repeat(8)}investor@a-very-long-subsidiary-domain.sahm.example`;
    await send(canvasElement, false, long);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(long);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
